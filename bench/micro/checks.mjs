// Checks run before timing: a bench that times a broken layout is worthless, so each paired bench
// first shows that both sides laid out the same items sanely. Each returns figures for the report.

const fail = (what, message) => {
  throw new Error(`micro-bench ${what}: ${message}; not timing a broken layout`);
};

/** Boxes grouped by their top, in order: the rows of a justified layout. */
function rowsOf(boxes) {
  const rows = new Map();
  for (const box of boxes) {
    const key = Math.round(box.top * 1000);
    if (!rows.has(key)) rows.set(key, []);
    rows.get(key).push(box);
  }
  return [...rows.values()];
}

/**
 * Justified rows: every item has a box; every full row starts at 0, fills the width within 1 px,
 * with the gutter between boxes; ratios kept within 1% (a few may be cropped by design: at most
 * 0.5%); the mean row height within 25% of the target.
 */
export function checkJustified(what, ratios, boxes, { width, rowHeight, gutter }) {
  if (boxes.length !== ratios.length) fail(what, `${boxes.length} boxes for ${ratios.length} items`);
  const rows = rowsOf(boxes);
  rows.forEach((row, r) => {
    for (const [i, box] of row.entries()) {
      if (!(box.width > 0 && box.height > 0)) fail(what, `an empty box in row ${r}`);
      const expected = i === 0 ? 0 : row[i - 1].left + row[i - 1].width + gutter;
      if (Math.abs(box.left - expected) > 1) fail(what, `row ${r} box ${i} at ${box.left}, not ${expected}`);
    }
    const last = row[row.length - 1];
    if (r < rows.length - 1 && Math.abs(last.left + last.width - width) > 1) fail(what, `row ${r} ends at ${last.left + last.width}, not ${width}`);
    if (last.left + last.width > width + 1) fail(what, `row ${r} overflows`);
  });
  const distorted = boxes.filter((box, i) => Math.abs(box.width / box.height / ratios[i] - 1) > 0.01).length;
  if (distorted > 0.005 * boxes.length) fail(what, `${distorted} boxes off their ratio by more than 1%`);
  const heights = rows.map((row) => row[0].height);
  const mean = heights.reduce((a, b) => a + b, 0) / heights.length;
  if (Math.abs(mean / rowHeight - 1) > 0.25) fail(what, `mean row height ${mean.toFixed(1)} for a target of ${rowHeight}`);
  const deviation = heights.reduce((sum, h) => sum + Math.abs(h - rowHeight), 0) / heights.length;
  const height = Math.max(...boxes.map((box) => box.top + box.height));
  return { rows: rows.length, meanRowHeight: mean, meanDeviation: deviation, distorted, height };
}

/**
 * Masonry: every item has a box of the column width at its own ratio, in one of the columns; the
 * boxes of each column stack from 0 with the gutter between them.
 */
export function checkMasonry(what, ratios, { boxes, height }, { width, gutter, columns }) {
  if (boxes.length !== ratios.length) fail(what, `${boxes.length} boxes for ${ratios.length} items`);
  const itemWidth = (width - gutter * (columns - 1)) / columns;
  const bottoms = new Array(columns).fill(0);
  boxes.forEach((box, i) => {
    const column = Math.round(box.left / (itemWidth + gutter));
    if (!(column >= 0 && column < columns) || Math.abs(box.left - column * (itemWidth + gutter)) > 1e-6) fail(what, `box ${i} at left ${box.left}, in no column`);
    if (Math.abs(box.width - itemWidth) > 1e-6 || Math.abs(box.width / box.height / ratios[i] - 1) > 1e-9) fail(what, `box ${i} is ${box.width} x ${box.height}`);
    const expected = bottoms[column] === 0 ? 0 : bottoms[column] + gutter;
    if (Math.abs(box.top - expected) > 1e-6 * Math.max(1, expected)) fail(what, `box ${i} at top ${box.top} in column ${column}, not ${expected}`);
    bottoms[column] = box.top + box.height;
  });
  const tallest = Math.max(...bottoms);
  if (Math.abs(height - tallest) > 1e-6 * tallest) fail(what, `height ${height}, but the tallest column ends at ${tallest}`);
  return { columns, height, spread: tallest - Math.min(...bottoms) };
}
