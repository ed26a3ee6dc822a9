import { describe, expect, test } from 'vitest';
import { toGameFile } from './file';
import { KTU_GAME } from './ktu/game';
import {
	fromBase45,
	joinHandover,
	readHandoverCode,
	toBase45,
	toHandoverCodes,
	PART_CHARS,
	type HandoverPart
} from './handover';
import { sampleEvents } from './ktu/sample-game';

const bytes = (s: string) => new TextEncoder().encode(s);
const fileText = JSON.stringify(
	toGameFile('ktu', { id: 'g1', createdAt: 1, title: KTU_GAME.title }, sampleEvents())
);
const parts = (codes: string[]) => codes.map((c) => readHandoverCode(c) as HandoverPart);

describe('Base45 (RFC 9285)', () => {
	test.each([
		['AB', 'BB8'],
		['Hello!!', '%69 VD92EX0'],
		['base-45', 'UJCLQE7W581'],
		['ietf!', 'QED8WEX0']
	])('%s is %s and back', (plain, encoded) => {
		expect(toBase45(bytes(plain))).toBe(encoded);
		expect(fromBase45(encoded)).toEqual(bytes(plain));
	});

	test.each(['GGW', 'A', 'ab', 'ZZZ'])('%s is not Base45', (text) => {
		expect(fromBase45(text)).toBeNull();
	});
});

describe('handover codes', () => {
	test('a whole game comes back from its codes read in any order', () => {
		const codes = toHandoverCodes(fileText, 300);
		expect(codes.length).toBeGreaterThan(1);
		const joined = joinHandover(parts([...codes].reverse()));
		expect(joined).toEqual({ ok: true, text: fileText });
		expect(KTU_GAME.parseFile(joined.ok ? joined.text : '').ok).toBe(true);
	});

	test('every code is in the QR alphanumeric character set', () => {
		for (const code of toHandoverCodes(fileText, 300))
			expect(code).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
	});

	test('the codes of a set share its characters evenly: none is a stub beside a full one', () => {
		// A whole four-player game takes two codes (1,015 and 63 characters when each was filled in turn).
		const codes = toHandoverCodes(fileText);
		expect(codes.length).toBe(2);
		const lengths = codes.map((c) => readHandoverCode(c)!.data.length);
		expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(3);
		for (const length of lengths) expect(length).toBeLessThanOrEqual(PART_CHARS);
		for (const count of [2, 3, 7]) {
			const set = parts(toHandoverCodes(fileText, Math.ceil(fileText.length / count)));
			const sizes = set.map((p) => p.data.length);
			expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(3);
			expect(joinHandover(set)).toEqual({ ok: true, text: fileText });
		}
	});

	test('a short file fits in one code', () => {
		expect(toHandoverCodes('{"a":1}')).toHaveLength(1);
	});

	test.each(['hello', 'https://example.com', 'HB1/ABC/1/1/XYZ', 'HB1/ABCDEFG/3/2/00'])(
		'%s is not a Hornbook code',
		(text) => {
			expect(readHandoverCode(text)).toBeNull();
		}
	);

	test('an altered character is found out, and a part is never taken from another set', () => {
		const codes = toHandoverCodes(fileText, 300);
		const read = parts(codes);
		const first = read[0]!;
		const altered = { ...first, data: (first.data[0] === 'A' ? 'B' : 'A') + first.data.slice(1) };
		expect(joinHandover([altered, ...read.slice(1)])).toEqual({
			ok: false,
			code: 'handover.damaged'
		});
		const other = parts(toHandoverCodes(fileText.replace('"g1"', '"g2"'), 300));
		expect(joinHandover([other[0]!, ...read.slice(1)]).ok).toBe(false);
		expect(joinHandover(read.slice(1)).ok).toBe(false);
	});
});
