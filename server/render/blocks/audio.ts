// The audio block (38, docs/block-types.md): an album, server markup with no runtime. Each track is a
// native <audio controls preload="none"> (it plays with JavaScript off and fetches nothing until asked),
// named by its title, with a download link inside for browsers that cannot play it. The spec:
// tracks per album 60; past that the first 60 show, and a note says why.
import { ChosenBlockType } from '../../../core/catalog/enums.ts';
import { MAX_ALBUM_TRACKS } from '../../../core/catalog/constants.ts';
import { format } from '../../../core/catalog/strings.ts';
import { eventBlockStrings as strings } from '../../../core/catalog/strings/event-blocks.ts';
import { checkLink } from '../../../core/catalog/validators.ts';
import type { AudioBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

type Track = AudioBlock['tracks'][number];

/** An audio file's address: one of the site's own paths or an http(s) address that passes the link checks. */
export function isAudioSource(src: unknown): src is string {
  if (typeof src !== 'string' || src === '') return false;
  const { kind, valid } = checkLink(src);
  return valid && (kind === 'internal' || kind === 'file' || kind === 'http');
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const playable = (track: Track | null | undefined): track is Track => !!track && text(track.title) !== '' && isAudioSource(track.src);

/** 3:05, and PT3M5S for `<time datetime>`; null for no duration or one that is not a positive number. */
export function trackDuration(seconds: unknown): { text: string; iso: string } | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return { text: `${minutes}:${String(rest).padStart(2, '0')}`, iso: `PT${minutes ? `${minutes}M` : ''}${rest}S` };
}

// The title's id is the block's own, so two albums on a page never share one.
function renderTrack(track: Track, id: string): string {
  const title = escapeHtml(text(track.title));
  const src = escapeHtml(track.src);
  const duration = trackDuration(track.durationSeconds);
  const time = duration ? ` <time class="audio-track-duration" datetime="${duration.iso}">${duration.text}</time>` : '';
  return (
    `<li class="audio-track"><span class="audio-track-title" id="${escapeHtml(id)}">${title}</span>${time}` +
    `<audio controls preload="none" src="${src}" aria-labelledby="${escapeHtml(id)}">` +
    `${escapeHtml(strings.noAudioSupport)} <a href="${src}" download>${escapeHtml(format(strings.download, { title: text(track.title) }))}</a></audio></li>`
  );
}

export function renderAudio(block: AudioBlock): string {
  const all = Array.isArray(block.tracks) ? block.tracks : [];
  const tracks = all.filter(playable);
  const shown = tracks.slice(0, MAX_ALBUM_TRACKS);
  const heading = `<h2 class="audio-title">${escapeHtml(text(block.title) || strings.untitledAlbum)}</h2>${text(block.artist) ? `<p class="audio-artist">${escapeHtml(text(block.artist))}</p>` : ''}`;
  const notes = [
    all.length === 0 ? strings.noTracks : null,
    all.length > tracks.length ? format(strings.tracksNotShown, { count: all.length - tracks.length }) : null,
    tracks.length > MAX_ALBUM_TRACKS ? format(strings.trackLimit, { max: MAX_ALBUM_TRACKS }) : null,
  ]
    .filter((note) => note !== null)
    .map((note) => `<p class="audio-note">${escapeHtml(note)}</p>`)
    .join('');
  const list = shown.length ? `<ol class="audio-tracks">${shown.map((track, i) => renderTrack(track, `${block.id}-track-${i + 1}`)).join('')}</ol>` : '';
  return blockWrapper(ChosenBlockType.AUDIO, block.id, 'audio-block', `${heading}${list}${notes}`);
}
