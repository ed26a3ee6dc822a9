// One table move being filled in, shared by the "Table moves" dialog (TableMoves) and a Scheme's
// aftermath under its hunt (SchemeAftermath): the draft, the field still missing, and the fold's
// refusal, which are cleared at each change. Recording builds the event, asks the fold first, and
// only then dispatches it (nothing is written that the fold would refuse).
import { t } from '$lib/i18n/locale.svelte';
import type { KtuEvent } from '$lib/tracker/ktu';
import type { Refusal } from '$lib/tracker/log';
import { moveEvent, type MoveDraft, type MoveField } from './table-moves';
import type { Dispatch } from './types';

export class MoveForm {
	draft = $state<MoveDraft>() as MoveDraft;
	missing = $state<MoveField | null>(null);
	refused = $state<Refusal | null>(null);

	constructor(
		draft: MoveDraft,
		private readonly check: (event: KtuEvent) => Refusal | null,
		private readonly dispatch: Dispatch
	) {
		this.draft = draft;
	}

	/** The message under a field left empty at the last Record. */
	errorOf = (field: MoveField): string | null =>
		this.missing === field ? t(`ktu-games:moves.missing.${field}`) : null;

	/** A choice made: the draft moves on, and the last message no longer applies. */
	change(next: MoveDraft): void {
		this.draft = next;
		this.clear();
	}

	/** Clears the last message (the form opened anew). */
	clear(): void {
		this.missing = null;
		this.refused = null;
	}

	/** Records the move once complete and accepted by the fold; true when it was recorded. */
	async record(): Promise<boolean> {
		const built = moveEvent(this.draft);
		if (!built.ok) {
			this.missing = built.field;
			return false;
		}
		this.refused = this.check(built.event);
		if (this.refused) return false;
		return this.dispatch(built.event);
	}
}
