/**
 * Reading the PDFs Chromium prints (`page.pdf`) without a PDF library: the page tree, each page's
 * size, and the filled rectangles its content streams draw, in points (1 pt = 1/72 in) on the
 * page. Chromium (Skia) writes Flate-compressed content streams with `re`/`f` rectangles under
 * `cm` transforms; node:zlib inflates them and a small operator walk applies the transforms.
 */
import { inflateSync } from 'node:zlib';

export interface PdfRect {
  /** Lower-left corner and size on the page, in points. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The fill colour as RGB 0–1 (a grey `g` fill is given as three equal parts). */
  readonly fill: readonly [number, number, number];
}

export interface PdfPage {
  /** MediaBox width and height, in points. */
  readonly width: number;
  readonly height: number;
  readonly rects: readonly PdfRect[];
}

interface PdfObject {
  readonly dict: string;
  readonly stream?: Buffer;
}

/** Every `N 0 obj … endobj` of the file, by number; stream bytes taken by their /Length. */
function readObjects(buffer: Buffer): Map<number, PdfObject> {
  const text = buffer.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\b/g;
  for (let match = head.exec(text); match; match = head.exec(text)) {
    const id = Number(match[1]);
    const bodyStart = match.index + match[0].length;
    const streamAt = text.indexOf('stream', bodyStart);
    const endAt = text.indexOf('endobj', bodyStart);
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = text.slice(bodyStart, streamAt);
      const length = Number(/\/Length (\d+)(?! \d+ R)/.exec(dict)?.[1] ?? Number.NaN);
      let dataStart = streamAt + 'stream'.length;
      if (text[dataStart] === '\r') dataStart++;
      if (text[dataStart] === '\n') dataStart++;
      const dataEnd = Number.isFinite(length) ? dataStart + length : text.indexOf('endstream', dataStart);
      const raw = buffer.subarray(dataStart, dataEnd);
      objects.set(id, { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
      head.lastIndex = text.indexOf('endobj', dataEnd);
    } else {
      objects.set(id, { dict: text.slice(bodyStart, endAt) });
      head.lastIndex = endAt;
    }
  }
  return objects;
}

const refs = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

/** The page objects in reading order, following the page tree from its root. */
function pageIds(objects: Map<number, PdfObject>): number[] {
  const root = [...objects.entries()].find(
    ([, o]) => /\/Type\s*\/Pages\b/.test(o.dict) && !/\/Parent\b/.test(o.dict),
  );
  if (!root) throw new Error('pdf: no page tree');
  const walk = (id: number): number[] => {
    const dict = objects.get(id)?.dict ?? '';
    if (/\/Type\s*\/Page\b/.test(dict)) return [id];
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? '';
    return refs(kids).flatMap(walk);
  };
  return walk(root[0]);
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

/** The tokens of a content stream: numbers, names, operators; strings, arrays and dicts skipped. */
function* tokens(content: string): Generator<string> {
  let i = 0;
  while (i < content.length) {
    const c = content[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '%') {
      while (i < content.length && content[i] !== '\n') i++;
    } else if (c === '(') {
      // A string, with nesting and escapes: an operand of text operators, never of a rectangle.
      let depth = 0;
      do {
        if (content[i] === '\\') i++;
        else if (content[i] === '(') depth++;
        else if (content[i] === ')') depth--;
        i++;
      } while (depth > 0 && i < content.length);
      yield '(string)';
    } else if (c === '<' && content[i + 1] !== '<') {
      i = content.indexOf('>', i) + 1;
      yield '(string)';
    } else if (c === '<' || c === '>') {
      i += 2;
      yield c === '<' ? '<<' : '>>';
    } else if (c === '[' || c === ']' || c === '{' || c === '}') {
      i++;
      yield c;
    } else {
      const word = /^[^\s()<>[\]{}/%]+|^\/[^\s()<>[\]{}/%]*/.exec(content.slice(i, i + 256))?.[0] ?? c;
      i += word.length;
      yield word;
    }
  }
}

/** The filled rectangles a page's content draws, transformed to the page, in points. */
function filledRects(content: string): PdfRect[] {
  const rects: PdfRect[] = [];
  const stack: { ctm: Matrix; fill: [number, number, number] }[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let fill: [number, number, number] = [0, 0, 0];
  let operands: number[] = [];
  let path: PdfRect[] = [];
  for (const token of tokens(content)) {
    if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(token)) {
      operands.push(Number(token));
      continue;
    }
    const o = operands;
    switch (token) {
      case 'q':
        stack.push({ ctm, fill: [...fill] });
        break;
      case 'Q': {
        const saved = stack.pop();
        if (saved) ({ ctm, fill } = saved);
        break;
      }
      case 'cm':
        if (o.length >= 6) ctm = multiply(o.slice(-6) as Matrix, ctm);
        break;
      case 'rg':
        if (o.length >= 3) fill = o.slice(-3) as [number, number, number];
        break;
      case 'g':
        if (o.length >= 1) fill = [o.at(-1), o.at(-1), o.at(-1)] as [number, number, number];
        break;
      case 're': {
        const [x, y, w, h] = o.slice(-4) as [number, number, number, number];
        const [x1, y1] = apply(ctm, x, y);
        const [x2, y2] = apply(ctm, x + w, y + h);
        path.push({
          x: Math.min(x1, x2),
          y: Math.min(y1, y2),
          width: Math.abs(x2 - x1),
          height: Math.abs(y2 - y1),
          fill: [...fill],
        });
        break;
      }
      case 'f':
      case 'F':
      case 'f*':
      case 'B':
      case 'B*':
        rects.push(...path);
        path = [];
        break;
      case 'n':
      case 'S':
      case 's':
        path = [];
        break;
      default:
        break;
    }
    if (!['<<', '>>', '[', ']', '(string)'].includes(token) && !token.startsWith('/')) operands = [];
  }
  return rects;
}

/** The pages of a PDF Chromium printed: their size and the rectangles they fill. */
export function readPdf(buffer: Buffer): PdfPage[] {
  const objects = readObjects(buffer);
  return pageIds(objects).map((id) => {
    const dict = objects.get(id)?.dict ?? '';
    const box = (/\/MediaBox\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? '0 0 0 0').trim().split(/\s+/).map(Number);
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1] ?? '';
    const content = refs(contents)
      .map((ref) => objects.get(ref)?.stream?.toString('latin1') ?? '')
      .join('\n');
    return {
      width: (box[2] ?? 0) - (box[0] ?? 0),
      height: (box[3] ?? 0) - (box[1] ?? 0),
      rects: filledRects(content),
    };
  });
}

/** Points in a millimetre. */
export const PT_PER_MM = 72 / 25.4;

/** Black filled rectangles of about this height (mm): the calibration bar is the only one 6 mm high. */
export function blackBars(page: PdfPage, heightMm: number): PdfRect[] {
  return page.rects.filter(
    (r) => r.fill.every((c) => c < 0.05) && Math.abs(r.height / PT_PER_MM - heightMm) < 0.5 && r.width > 10,
  );
}
