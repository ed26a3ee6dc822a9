import { afterEach, describe, expect, it } from 'vitest';
import i18next, { type i18n as I18n, type TOptions } from 'i18next';

/**
 * The instance's own `t`, for the test's own strings: the app's key type (src/i18next.d.ts) lists
 * the app's keys, not these.
 */
const ownT =
	(i18n: I18n) =>
	(key: string, options: TOptions): string =>
		(i18n.t as unknown as (key: string, options: TOptions) => string)(key, options);
import { useIntlFormats } from './intl-formats';

function instance(lng: string) {
	const i18n = i18next.createInstance();
	void i18n.init({
		lng,
		initAsync: false,
		interpolation: { escapeValue: false },
		resources: {
			[lng]: {
				translation: {
					who: 'Waiting: {{players, list}}.',
					avg: '{{value, number(maximumFractionDigits: 1)}}',
					delta: '{{value, number(signDisplay: exceptZero)}}',
					day: '{{date, datetime(dateStyle: long)}}',
					add: 'Add one ({{color, lower}})'
				}
			}
		}
	});
	useIntlFormats(i18n);
	return { t: ownT(i18n) };
}

describe('list, number and date formats', () => {
	// Intl's members are read-only in the types, not in the engine: a counting stand-in for one test.
	const intl = Intl as { ListFormat: typeof Intl.ListFormat };
	const RealListFormat = Intl.ListFormat;
	afterEach(() => {
		intl.ListFormat = RealListFormat;
	});

	it('format as Intl does, in the instance language', () => {
		const en = instance('en');
		expect(en.t('who', { players: ['Ana', 'Ben', 'Cleo'] })).toBe('Waiting: Ana, Ben, and Cleo.');
		expect(en.t('avg', { value: 2.345 })).toBe('2.3');
		expect(en.t('delta', { value: 3 })).toBe('+3');
		expect(en.t('day', { date: new Date(2026, 10, 27) })).toBe('November 27, 2026');
		const fr = instance('fr');
		expect(fr.t('who', { players: ['Ana', 'Ben', 'Cleo'] })).toBe('Waiting: Ana, Ben et Cleo.');
		expect(fr.t('avg', { value: 2.345 })).toBe('2,3');
	});

	it('build one Intl.ListFormat per language and style, whatever the names', () => {
		const italian = instance('it');
		let built = 0;
		intl.ListFormat = class extends RealListFormat {
			constructor(...args: ConstructorParameters<typeof Intl.ListFormat>) {
				super(...args);
				built++;
			}
		};
		const lines = [
			['Ana', 'Ben'],
			['Cleo', 'Dev'],
			['Ana', 'Ben', 'Cleo', 'Dev']
		].map((players) => italian.t('who', { players, other: players.length }));
		expect(lines).toEqual([
			'Waiting: Ana e Ben.',
			'Waiting: Cleo e Dev.',
			'Waiting: Ana, Ben, Cleo e Dev.'
		]);
		expect(built).toBe(1);
	});
});

describe('lower', () => {
	it("writes a label's word in lower case, as the instance language does", () => {
		expect(instance('fr').t('add', { color: 'Légendaire' })).toBe('Add one (légendaire)');
		expect(instance('it').t('add', { color: 'Rosa' })).toBe('Add one (rosa)');
		// Turkish would dot its i: the language's own rule, not a fixed table.
		expect(instance('tr').t('add', { color: 'I' })).toBe('Add one (ı)');
	});
});
