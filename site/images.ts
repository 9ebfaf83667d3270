// The demo site's pictures: mixed sizes and orientations, so galleries meet every shape.
export type DemoImageSpec = {
  name: string;
  width: number;
  height: number;
  label?: string;
  /** Sky top, sky horizon and ground colours, as #rrggbb. */
  palette?: [string, string, string];
};

const LANDSCAPE = [2500, 1667] as const;
const PORTRAIT = [1667, 2500] as const;
const SQUARE = [2000, 2000] as const;
const PANORAMA = [2500, 1000] as const;
const WIDE = [2500, 1406] as const;
const SMALL = [800, 600] as const;
const SMALL_PORTRAIT = [600, 800] as const;

const spec = (name: string, [width, height]: readonly [number, number]): DemoImageSpec => ({
  name,
  width,
  height,
});

export const DEMO_IMAGES: DemoImageSpec[] = [
  { ...spec('lake.jpg', LANDSCAPE), label: 'Lake at dawn', palette: ['#1d3b6e', '#f2b880', '#20343a'] },
  spec('dunes.jpg', PANORAMA),
  spec('forest.jpg', PORTRAIT),
  spec('harbor.jpg', LANDSCAPE),
  spec('city.jpg', WIDE),
  spec('meadow.jpg', SQUARE),
  spec('glacier.jpg', LANDSCAPE),
  spec('canyon.jpg', PORTRAIT),
  spec('orchard.jpg', SMALL),
  spec('reef.jpg', SQUARE),
  spec('aurora.jpg', PANORAMA),
  spec('valley.jpg', LANDSCAPE),
  spec('coast.jpg', WIDE),
  spec('mesa.jpg', PORTRAIT),
  spec('delta.jpg', SMALL_PORTRAIT),
  spec('tundra.jpg', LANDSCAPE),
  spec('lagoon.jpg', SQUARE),
  spec('summit.jpg', PORTRAIT),
  spec('prairie.jpg', PANORAMA),
  spec('fjord.jpg', LANDSCAPE),
  spec('marsh.jpg', SMALL),
  spec('island.jpg', WIDE),
  spec('bay.jpg', SQUARE),
  spec('ridge.jpg', PORTRAIT),
];

// The photographs of the bench pages: distinct images of mixed shapes and sizes, so that no two
// requests share a cache entry. Shapes cycle at one pace and sizes at another. /bench/images shows
// the first 200, /bench/heavy all 400.
const PHOTO_SHAPES = [LANDSCAPE, PORTRAIT, SQUARE, PANORAMA, WIDE, SMALL, SMALL_PORTRAIT] as const;
const PHOTO_SCALES = [1, 0.8, 0.6, 1, 0.48] as const;
export const PHOTO_COUNT = 400;
export const photoName = (n: number): string => `photo-${String(n).padStart(3, '0')}.jpg`;

export const PHOTOS: DemoImageSpec[] = Array.from({ length: PHOTO_COUNT }, (_, i) => {
  const [width, height] = PHOTO_SHAPES[i % PHOTO_SHAPES.length] as readonly [number, number];
  const scale = width <= 800 ? 1 : (PHOTO_SCALES[i % PHOTO_SCALES.length] as number);
  return { name: photoName(i + 1), width: Math.round(width * scale), height: Math.round(height * scale), label: `Photo ${i + 1}` };
});

const BY_NAME = new Map([...DEMO_IMAGES, ...PHOTOS].map((image) => [image.name, image]));

export const demoImageSpec = (name: string): DemoImageSpec | undefined => BY_NAME.get(name);
