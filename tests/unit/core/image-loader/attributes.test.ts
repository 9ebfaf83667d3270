import { describe, expect, it } from 'vitest';
import { isValidSource, alignmentPoint, parseAlignment, parseDimensions, parseFocalPoint, readLoadConfig } from '../../../../core/image-loader/attributes.ts';

describe('parseDimensions: data-image-dimensions is WxH', () => {
  it.each([
    ['2500x1667', { width: 2500, height: 1667 }],
    ['800X600', { width: 800, height: 600 }],
    [' 100 x 50 ', { width: 100, height: 50 }],
    ['1.5x2', { width: 1.5, height: 2 }],
    ['0x100', null],
    ['100x0', null],
    ['100', null],
    ['x100', null],
    ['-5x10', null],
    ['100x100x100', null],
    ['wide', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseDimensions(value)).toEqual(expected);
  });
});

describe('parseFocalPoint: x,y from 0 to 1, default 0.5,0.5', () => {
  it.each([
    ['0.25,0.75', { x: 0.25, y: 0.75 }],
    ['0,1', { x: 0, y: 1 }],
    [' 0.1 , 0.9 ', { x: 0.1, y: 0.9 }],
    ['1.5,-0.5', { x: 1, y: 0 }],
    ['0.5', { x: 0.5, y: 0.5 }],
    ['a,b', { x: 0.5, y: 0.5 }],
    [',', { x: 0.5, y: 0.5 }],
    ['0.1,0.2,0.3', { x: 0.5, y: 0.5 }],
    ['', { x: 0.5, y: 0.5 }],
    [null, { x: 0.5, y: 0.5 }],
  ])('%j -> %j', (value, expected) => {
    expect(parseFocalPoint(value)).toEqual(expected);
  });
});

describe('parseAlignment and alignmentPoint: the nine positions a contained image may sit at', () => {
  it.each([
    ['center', { x: 0.5, y: 0.5 }],
    ['top', { x: 0.5, y: 0 }],
    ['bottom', { x: 0.5, y: 1 }],
    ['left', { x: 0, y: 0.5 }],
    ['right', { x: 1, y: 0.5 }],
    ['top-left', { x: 0, y: 0 }],
    ['top-right', { x: 1, y: 0 }],
    ['bottom-left', { x: 0, y: 1 }],
    ['bottom-right', { x: 1, y: 1 }],
  ])('%j sits at %j', (value, point) => {
    expect(parseAlignment(value)).toBe(value);
    expect(alignmentPoint(parseAlignment(value)!)).toEqual(point);
  });

  it.each([
    ['Top-Left', 'top-left'],
    [' top-right ', 'top-right'],
    ['left top', null],
    ['center-right', null],
    ['left-right', null],
    ['top-bottom', null],
    ['middle', null],
    ['constructor', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseAlignment(value)).toBe(expected);
  });
});

describe('isValidSource: relative paths and http(s) only', () => {
  it.each([
    ['/images/lake.jpg', true],
    ['images/lake.jpg', true],
    ['https://cdn.example.com/lake.jpg', true],
    ['HTTP://cdn.example.com/lake.jpg', true],
    ['//cdn.example.com/lake.jpg', true],
    ['/images/lake.jpg?x=1', true],
    ['', false],
    ['/images/my lake.jpg', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['ftp://example.com/lake.jpg', false],
  ])('%j -> %s', (source, expected) => {
    expect(isValidSource(source)).toBe(expected);
  });
});

const attributes = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('readLoadConfig: the load config from attributes, with defaults', () => {
  it('defaults: lazy, no crop, query-string sizes, stretch, DPR 1 to 3', () => {
    expect(readLoadConfig(attributes({ 'data-src': ' /images/lake.jpg ' }))).toEqual({
      source: '/images/lake.jpg',
      dimensions: null,
      focalPoint: { x: 0.5, y: 0.5 },
      load: 'lazy',
      crop: 'none',
      alignment: null,
      sizeFormat: 'querystring',
      stretch: true,
      dprMin: 1,
      dprMax: 3,
      allowConcurrentLoads: false,
    });
  });

  it('reads every attribute', () => {
    const config = readLoadConfig(
      attributes({
        'data-src': '/images/lake.jpg',
        'data-image-dimensions': '2500x1667',
        'data-image-focal-point': '0.2,0.8',
        'data-load': 'eager',
        'data-image-crop': 'contain',
        'data-image-alignment': 'top',
        'data-size-format': 'filename',
        'data-image-stretch': 'false',
        'data-dpr-min': '1.5',
        'data-dpr-max': '2',
        'data-allow-concurrent-loads': 'true',
      }),
    );
    expect(config).toEqual({
      source: '/images/lake.jpg',
      dimensions: { width: 2500, height: 1667 },
      focalPoint: { x: 0.2, y: 0.8 },
      load: 'eager',
      crop: 'contain',
      alignment: 'top',
      sizeFormat: 'filename',
      stretch: false,
      dprMin: 1.5,
      dprMax: 2,
      allowConcurrentLoads: true,
    });
  });

  it.each([
    ['false', 'manual'],
    ['manual', 'manual'],
    ['true', 'eager'],
    ['eager', 'eager'],
    ['lazy', 'lazy'],
    ['viewport', 'lazy'],
    ['sometimes', 'lazy'],
    ['constructor', 'lazy'],
  ])('data-load %j is %s', (value, load) => {
    expect(readLoadConfig(attributes({ 'data-load': value })).load).toBe(load);
  });

  it.each([
    ['cover', 'cover'],
    ['contain', 'contain'],
    ['none', 'none'],
    ['fill', 'none'],
  ])('data-image-crop %j is %s', (value, crop) => {
    expect(readLoadConfig(attributes({ 'data-image-crop': value })).crop).toBe(crop);
  });

  it.each([
    [{ 'data-dpr-min': '0', 'data-dpr-max': '-1' }, 1, 3],
    [{ 'data-dpr-min': 'x', 'data-dpr-max': 'y' }, 1, 3],
    [{ 'data-dpr-min': '2.5', 'data-dpr-max': '2' }, 2.5, 2.5],
    [{ 'data-dpr-max': '1' }, 1, 1],
  ])('DPR limits %j -> %s to %s', (values, min, max) => {
    const config = readLoadConfig(attributes(values));
    expect([config.dprMin, config.dprMax]).toEqual([min, max]);
  });

  it('overrides from the caller win over attributes', () => {
    const config = readLoadConfig(attributes({ 'data-load': 'lazy', 'data-image-crop': 'cover' }), { load: 'manual', crop: 'none' });
    expect([config.load, config.crop]).toEqual(['manual', 'none']);
  });
});
