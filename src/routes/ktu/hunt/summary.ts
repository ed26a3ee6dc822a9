import { ruleHref } from '$lib/components/explain/rule-href';
import { stepText, type PlayerNames } from '$lib/components/explain/step-text';
import type { TFn } from '$lib/i18n/i18n';
import type { Ruling, Seat } from './hunt.svelte';

export interface HuntSummaryInput {
	seats: readonly Seat[];
	/** A seat's display name, by seat id. */
	nameOf: (id: number | null) => string;
	/** The names behind the seat keys in the steps. */
	names: PlayerNames;
	lead: string;
	ruling: Ruling;
	afterScheme: Ruling | null;
	/** Where the rule links point, e.g. `https://hornbook.example`. */
	origin: string;
}

/** The outcome in one sentence, shared by the page and the summary. */
export function outcomeText(
	t: TFn,
	ruling: Ruling,
	nameOf: (id: number | null) => string,
	waiting: readonly string[] = []
): string {
	switch (ruling.outcome) {
		case 'captured':
			return t('ktu-hunt:result.captured', { player: nameOf(ruling.winner) });
		case 'fled':
			return t('ktu-hunt:result.fled');
		case 'discarded':
			return t('ktu-hunt:result.discarded');
		// Several missing totals are counted, not named: the bar's line stays whole on a small
		// phone with six long names (their seats show whose totals they are).
		case 'waiting':
			return waiting.length > 1
				? t('ktu-hunt:status.waitingCount', { count: waiting.length })
				: waiting.length === 1
					? t('ktu-hunt:result.waiting', { players: waiting })
					: t('ktu-hunt:result.waitingTaker');
		case 'invalid':
			return t('ktu-hunt:result.invalid');
	}
}

function whyLines(t: TFn, ruling: Ruling, input: HuntSummaryInput): string[] {
	return ruling.steps.map((step, i) => {
		const reading = step.interpretation ? ` [${t('ktu-hunt:why.reading')}]` : '';
		const url = new URL(ruleHref(step.rule), input.origin).href;
		return `${i + 1}. ${stepText(t, step, 'steps-ktu', input.names)}${reading} (${url})`;
	});
}

/** A plain-text ruling to paste in a group chat: the bids, the outcome and why, both stages. */
export function huntSummary(t: TFn, input: HuntSummaryInput): string {
	const { ruling, afterScheme } = input;
	const lines = [t('ktu-hunt:share.subject'), t('ktu-hunt:share.lead', { player: input.lead })];
	for (const seat of input.seats) {
		const player = input.nameOf(seat.id);
		if (seat.passed) {
			lines.push(`• ${t('ktu-hunt:share.passed', { player })}`);
			continue;
		}
		const total = seat.total === null ? '?' : String(seat.total);
		let line =
			seat.cards === null
				? t('ktu-hunt:share.bid', { player, total })
				: t('ktu-hunt:share.bidCards', { player, total, count: seat.cards });
		if (seat.knight) line += ` (${t('ktu-hunt:knightShort')})`;
		if (seat.total !== null && ruling.cancelled.includes(seat.total)) {
			line += ` — ${t('play:tie.cancelled')}`;
		}
		lines.push(`• ${line}`);
	}
	lines.push(
		'',
		t('ktu-hunt:share.ruling', { outcome: outcomeText(t, ruling, input.nameOf) }),
		t('ktu-hunt:share.why')
	);
	lines.push(...whyLines(t, ruling, input));
	if (afterScheme) {
		lines.push(
			'',
			t('ktu-hunt:share.afterScheme', { outcome: outcomeText(t, afterScheme, input.nameOf) })
		);
		lines.push(...whyLines(t, afterScheme, input));
	}
	lines.push('', t('ktu-hunt:share.from'));
	return lines.join('\n');
}
