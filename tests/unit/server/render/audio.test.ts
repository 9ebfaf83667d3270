// @vitest-environment happy-dom
// The audio block (38, docs/block-types.md): an album's tracks as native players, the spec's limit
// of 60 tracks per album, and bad data said in the catalogue's words, never thrown.
import { describe, expect, it } from 'vitest';
import { isAudioSource, renderAudio, trackDuration } from '../../../../server/render/blocks/audio.ts';
import { MAX_ALBUM_TRACKS } from '../../../../core/catalog/constants.ts';
import { format } from '../../../../core/catalog/strings.ts';
import { eventBlockStrings } from '../../../../core/catalog/strings/event-blocks.ts';
import type { AudioBlock } from '../../../../site/model.ts';

const EVIL = `<img src=x onerror=alert(1)>"'&`;
const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};
const track = (n: number) => ({ title: `Track ${n}`, src: `/audio/t${n}.wav`, durationSeconds: 65 });
const album = (tracks: AudioBlock['tracks']): AudioBlock => ({ kind: 'audio', id: 'a', title: 'Album', artist: 'Artist', tracks });

describe('the server’s audio block (38)', () => {
  it('is a block of type 38: a heading, the artist, and one native player a track, fetching nothing until played', () => {
    const root = parse(renderAudio(album([track(1), track(2)])));
    expect(root.querySelector('[data-block-type]')!.getAttribute('data-block-type')).toBe('38');
    expect(root.querySelector('h2')!.textContent).toBe('Album');
    expect(root.querySelector('.audio-artist')!.textContent).toBe('Artist');
    const players = [...root.querySelectorAll('audio')];
    expect(players.map((a) => [a.getAttribute('src'), a.hasAttribute('controls'), a.getAttribute('preload')])).toEqual([
      ['/audio/t1.wav', true, 'none'],
      ['/audio/t2.wav', true, 'none'],
    ]);
    // Each player is named by its track's title.
    for (const player of players) expect(root.querySelector(`[id="${player.getAttribute('aria-labelledby')}"]`)!.textContent).toMatch(/^Track \d$/);
    expect(root.querySelector('time')!.getAttribute('datetime')).toBe('PT1M5S');
    expect(root.querySelector('time')!.textContent).toBe('1:05');
  });

  it(`lists the first ${MAX_ALBUM_TRACKS} of more tracks, and says why`, () => {
    const root = parse(renderAudio(album(Array.from({ length: 61 }, (_, i) => track(i + 1)))));
    expect(root.querySelectorAll('audio')).toHaveLength(60);
    expect(root.querySelectorAll('audio')[59]!.getAttribute('src')).toBe('/audio/t60.wav');
    expect(root.querySelector('.audio-note')!.textContent).toBe(format(eventBlockStrings.trackLimit, { max: 60 }));
  });

  it('sixty tracks are all listed, with no note', () => {
    const root = parse(renderAudio(album(Array.from({ length: 60 }, (_, i) => track(i + 1)))));
    expect(root.querySelectorAll('audio')).toHaveLength(60);
    expect(root.querySelector('.audio-note')).toBeNull();
  });

  it('an album with no tracks says so', () => {
    const root = parse(renderAudio(album([])));
    expect(root.querySelector('audio')).toBeNull();
    expect(root.querySelector('.audio-note')!.textContent).toBe(eventBlockStrings.noTracks);
  });

  it.each([
    ['no title', { title: '', src: '/audio/x.wav' }],
    ['no file', { title: 'T', src: '' }],
    ['a javascript: file', { title: 'T', src: 'javascript:alert(1)' }],
    ['a data: file', { title: 'T', src: 'data:audio/wav;base64,AAAA' }],
    ['a missing src', { title: 'T' }],
  ])('a track with %s is left out and counted', (_, bad) => {
    const root = parse(renderAudio(album([track(1), bad as AudioBlock['tracks'][number]])));
    expect(root.querySelectorAll('audio')).toHaveLength(1);
    expect(root.querySelector('.audio-note')!.textContent).toBe(format(eventBlockStrings.tracksNotShown, { count: 1 }));
  });

  it('never throws on data that is not an album', () => {
    const root = parse(renderAudio({ kind: 'audio', id: 'a', title: undefined, tracks: undefined } as unknown as AudioBlock));
    expect(root.querySelector('h2')!.textContent).toBe(eventBlockStrings.untitledAlbum);
    expect(root.querySelector('.audio-note')!.textContent).toBe(eventBlockStrings.noTracks);
  });

  it('escapes every visitor string', () => {
    const html = renderAudio({ ...album([{ title: EVIL, src: '/audio/a.wav?x="><b>' }]), title: EVIL, artist: EVIL });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><b>');
    const root = parse(html);
    expect(root.querySelector('h2')!.textContent).toBe(EVIL);
    expect(root.querySelector('.audio-track-title')!.textContent).toBe(EVIL);
  });

  it.each([
    ['/audio/a.wav', true],
    ['https://cdn.example.com/a.wav', true],
    ['//cdn.example.com/a.wav', true],
    ['javascript:alert(1)', false],
    ['mailto:a@b.co', false],
    ['', false],
    [42, false],
  ])('%s is an audio source: %s', (src, expected) => {
    expect(isAudioSource(src)).toBe(expected);
  });

  it.each([
    [65, { text: '1:05', iso: 'PT1M5S' }],
    [3, { text: '0:03', iso: 'PT3S' }],
    [3599.6, { text: '60:00', iso: 'PT60M0S' }],
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [undefined, null],
  ])('a duration of %s s is %j', (seconds, expected) => {
    expect(trackDuration(seconds)).toEqual(expected);
  });
});
