/**
 * A rule pack as a small file and as a link. Both carry the same envelope, compact JSON:
 * `{"format":"grand-battery.rule-pack","formatVersion":1,"pack":{…}}`. The link puts that JSON,
 * base64url-encoded, in the URL fragment (`#/settings/packs/import/<payload>`): browsers never send
 * a fragment to a server, so a friend opens it from the installed app offline.
 *
 * Everything that arrives is untrusted: parsing checks the size before reading, never throws, and
 * answers with ONE problem code (or the validator's full list). Nothing here stores anything, so a
 * refused file changes nothing by construction.
 */
import { isPlainRecord } from '../check';
import type { RulePack, ValidatedPack } from '../core';
import { fail, type Result } from '../core';
import { type PackProblem, validatePack } from './validate';

export const PACK_FILE_FORMAT = 'grand-battery.rule-pack';
/** Bumped only when the envelope or the pack's shape changes incompatibly. */
export const PACK_FILE_VERSION = 1;

/**
 * The largest file we read. The biggest pack the validator allows in practice (24 gun types, six
 * 40-row columns, long source notes) is about 25 KB; four times that leaves room for whitespace.
 */
export const MAX_PACK_FILE_CHARS = 100_000;
/** base64url of the largest compact file: 4 characters per 3 bytes, UTF-8 up to 3 bytes a char. */
export const MAX_PACK_LINK_CHARS = 64_000;

/** The id of the built-in practice pack: it cannot be replaced by a file or a link. */
export const BUILT_IN_PACK_ID = 'practice';

export const PACK_IMPORT_PROBLEMS = [
  'empty',
  'too-large',
  'not-json',
  'not-a-pack',
  'format-newer',
  'format-unknown',
  'link-damaged',
  'pack-invalid',
  'built-in',
] as const;
export type PackImportProblemCode = (typeof PACK_IMPORT_PROBLEMS)[number];

export interface PackImportProblem {
  readonly code: PackImportProblemCode;
  /** For `pack-invalid`: every problem the validator found, with its path. */
  readonly problems?: readonly PackProblem[];
  /** For `too-large`: the limit, in characters. For `format-newer`: the file's version. */
  readonly limit?: number;
}

export type PackImport = Result<ValidatedPack, PackImportProblem>;

const refuse = (code: PackImportProblemCode, extra: { limit?: number } = {}): PackImport =>
  fail({ code, ...extra });

/** The file's text: compact, keys in the validator's order, so equal packs give equal text. */
export function packFileText(pack: RulePack): string {
  return JSON.stringify({ format: PACK_FILE_FORMAT, formatVersion: PACK_FILE_VERSION, pack });
}

/** `my-gdb-v3.gbpack.json`: the id is a validated slug, safe in a file name. */
export function packFileName(pack: RulePack): string {
  return `${pack.id}-v${pack.version}.gbpack.json`;
}

const hasOwn = (data: object, key: string): boolean => Object.hasOwn(data, key);

/** Read a pack out of parsed JSON: our envelope, or a bare pack object someone wrote by hand. */
function packFromJson(data: unknown): PackImport {
  if (!isPlainRecord(data)) return refuse('not-a-pack');
  let candidate: unknown = data;
  if (hasOwn(data, 'format')) {
    if (data.format !== PACK_FILE_FORMAT) return refuse('not-a-pack');
    const keys = Object.keys(data);
    const version = data.formatVersion;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
      return refuse('format-unknown');
    if (version > PACK_FILE_VERSION) return refuse('format-newer', { limit: version });
    if (version !== PACK_FILE_VERSION) return refuse('format-unknown');
    // Extra envelope keys (e.g. `__proto__`) are refused, not ignored: nothing unchecked gets through.
    if (keys.length !== 3 || !hasOwn(data, 'pack')) return refuse('not-a-pack');
    candidate = data.pack;
  } else if (!hasOwn(data, 'table') || !hasOwn(data, 'gunTypes')) {
    return refuse('not-a-pack');
  }
  const result = validatePack(candidate);
  if (!result.ok) return result;
  if (result.value.id === BUILT_IN_PACK_ID) return refuse('built-in');
  return result;
}

/** Parse the text of a pack file. Refuses before reading anything when it is too large. */
export function parsePackFile(text: string): PackImport {
  if (text.length > MAX_PACK_FILE_CHARS) return refuse('too-large', { limit: MAX_PACK_FILE_CHARS });
  if (text.trim() === '') return refuse('empty');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse('not-json');
  }
  return packFromJson(data);
}

// --- links -----------------------------------------------------------------------------------

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The part after `#/settings/packs/import/`: the file's text as base64url (no padding). */
export function packLinkPayload(pack: RulePack): string {
  return toBase64Url(new TextEncoder().encode(packFileText(pack)));
}

/** The fragment route a shared link opens: the import screen with this pack. */
export const PACK_IMPORT_ROUTE = 'packs/import';

export function packLinkHash(pack: RulePack): string {
  return `#/settings/${PACK_IMPORT_ROUTE}/${packLinkPayload(pack)}`;
}

/** Parse a link's payload. A damaged or oversized payload is refused before it is decoded. */
export function parsePackLink(payload: string): PackImport {
  const trimmed = payload.trim();
  if (trimmed.length > MAX_PACK_LINK_CHARS) return refuse('too-large', { limit: MAX_PACK_LINK_CHARS });
  if (trimmed === '') return refuse('empty');
  const bytes = fromBase64Url(trimmed);
  if (bytes === undefined) return refuse('link-damaged');
  let text: string;
  try {
    // `fatal`: bytes that are not UTF-8 are a damaged link, not text with replacement marks.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse('link-damaged');
  }
  const parsed = parsePackFile(text);
  return !parsed.ok && parsed.problem.code === 'not-json' ? refuse('link-damaged') : parsed;
}

/**
 * What a player pasted or opened: a whole link, a bare fragment, or the text of a file.
 * Links are recognised by the import route in them; anything else is read as a file.
 */
export function parsePackText(text: string): PackImport {
  const marker = `${PACK_IMPORT_ROUTE}/`;
  const trimmed = text.trim();
  if (trimmed.length > MAX_PACK_FILE_CHARS) return refuse('too-large', { limit: MAX_PACK_FILE_CHARS });
  if (trimmed.startsWith('{') || trimmed === '') return parsePackFile(trimmed);
  // Routes are written with encodeURIComponent, so the slash may arrive as %2F.
  const decoded = trimmed.replace(/%2F/gi, '/');
  const at = decoded.lastIndexOf(marker);
  if (at < 0) return refuse('not-a-pack');
  return parsePackLink(decoded.slice(at + marker.length));
}
