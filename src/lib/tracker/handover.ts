// A game handed to another phone as QR codes: its export file (file.ts), deflated (fflate),
// written in Base45 (RFC 9285) so each code is in the QR alphanumeric mode (5.5 bits a character
// instead of 8), and cut into parts when it does not fit in one code. Each part says which set it
// belongs to (a hash of the whole), its place and how many there are, so the parts can be read in
// any order and a part of another game is never mixed in. The receiving side checks the joined
// file with the game's file schema like any imported file: this layer only carries the text.
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';

/** Every Hornbook code starts so: anything else is another app's code. */
export const HANDOVER_TAG = 'HB1';

/**
 * Characters of data in one code. About 1,000 alphanumeric characters at error correction M is a
 * version-20 code (97 modules a side): a phone's camera still reads it from another phone's screen.
 */
export const PART_CHARS = 1000;

/** More parts than this is not a game (a long game takes a handful). */
export const MAX_PARTS = 99;

const BASE45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** RFC 9285: two bytes in three characters, a last odd byte in two. */
export function toBase45(bytes: Uint8Array): string {
	let out = '';
	for (let i = 0; i < bytes.length; i += 2) {
		const pair = i + 1 < bytes.length;
		let n = pair ? (bytes[i]! << 8) + bytes[i + 1]! : bytes[i]!;
		for (let k = pair ? 3 : 2; k > 0; k--) {
			out += BASE45[n % 45];
			n = Math.floor(n / 45);
		}
	}
	return out;
}

/** The bytes of Base45 text, or null when it is not valid Base45. */
export function fromBase45(text: string): Uint8Array | null {
	if (text.length % 3 === 1) return null;
	const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
	let o = 0;
	for (let i = 0; i < text.length; i += 3) {
		const chunk = text.slice(i, i + 3);
		let n = 0;
		for (let k = chunk.length - 1; k >= 0; k--) {
			const digit = BASE45.indexOf(chunk[k]!);
			if (digit < 0) return null;
			n = n * 45 + digit;
		}
		if (chunk.length === 3) {
			if (n > 0xffff) return null;
			out[o++] = n >> 8;
			out[o++] = n & 0xff;
		} else {
			if (n > 0xff) return null;
			out[o++] = n;
		}
	}
	return out;
}

/** 32-bit FNV-1a of the bytes, in base 36: names a set of parts and checks it once joined. */
function setId(bytes: Uint8Array): string {
	let h = 0x811c9dc5;
	for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
	return h.toString(36).toUpperCase().padStart(7, '0');
}

/** One code of a handover, as read. `index` counts from 1. */
export interface HandoverPart {
	set: string;
	index: number;
	count: number;
	data: string;
}

const PART = /^HB1\/([0-9A-Z]{7})\/(\d{1,2})\/(\d{1,2})\/([0-9A-Z $%*+\-./:]*)$/;

/** The codes that carry `fileText` (an export file's JSON), in order. */
export function toHandoverCodes(fileText: string, partChars = PART_CHARS): string[] {
	const bytes = deflateSync(strToU8(fileText), { level: 9 });
	const set = setId(bytes);
	const data = toBase45(bytes);
	// Whole Base45 groups in each part (3 characters), so each part's length checks on its own.
	const most = Math.max(3, partChars - (partChars % 3));
	const count = Math.max(1, Math.ceil(data.length / most));
	// The set's characters shared evenly: the same number of codes, each as small as it can be (a
	// full code beside a stub of a few characters: the full one is the harder to read off a screen,
	// and the stub looks like a fault).
	const size = Math.max(3, Math.ceil(data.length / count / 3) * 3);
	return Array.from(
		{ length: count },
		(_, i) => `${HANDOVER_TAG}/${set}/${i + 1}/${count}/${data.slice(i * size, (i + 1) * size)}`
	);
}

/** A code's text as a part of a handover, or null when it is not one of ours. */
export function readHandoverCode(text: string): HandoverPart | null {
	const match = PART.exec(text.trim());
	if (!match) return null;
	const [, set = '', index, count, data = ''] = match;
	const part = { set, index: Number(index), count: Number(count), data };
	return part.count >= 1 && part.count <= MAX_PARTS && part.index >= 1 && part.index <= part.count
		? part
		: null;
}

export type HandoverJoin = { ok: true; text: string } | { ok: false; code: 'handover.damaged' };

/**
 * The file text of a complete set of parts (any order, one per place), or `handover.damaged`
 * when the parts do not make the file they were cut from (a misread, an altered code).
 */
export function joinHandover(parts: readonly HandoverPart[]): HandoverJoin {
	const damaged = { ok: false, code: 'handover.damaged' } as const;
	const first = parts[0];
	if (!first || parts.length !== first.count) return damaged;
	const ordered = [...parts].sort((a, b) => a.index - b.index);
	if (ordered.some((p, i) => p.index !== i + 1 || p.set !== first.set || p.count !== first.count))
		return damaged;
	const bytes = fromBase45(ordered.map((p) => p.data).join(''));
	if (!bytes || setId(bytes) !== first.set) return damaged;
	try {
		return { ok: true, text: strFromU8(inflateSync(bytes)) };
	} catch {
		return damaged;
	}
}
