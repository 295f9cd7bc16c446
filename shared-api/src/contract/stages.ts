/**
 * What a stage is to the pipeline. `start`: every application begins there. `step`: a company
 * moves an application there and on from there. `outcome`: a company's last word. `withdrawal`:
 * the seeker's own, from any stage still open.
 */
export type StageKind = 'start' | 'step' | 'outcome' | 'withdrawal';

export interface StageDefinition {
  readonly name: string;
  readonly kind: StageKind;
}

type NameOf<S extends StageDefinition, K extends StageKind = StageKind> = Extract<
  S,
  { kind: K }
>['name'];

/**
 * Every rule of the pipeline, from its stages in order: a stage still open (the start or a step)
 * moves forward only, to any later stage a company moves to. A new stage is one more entry in
 * the list; its moves, the open stages and the company's choices follow from it.
 */
export function stagePipeline<const S extends readonly StageDefinition[]>(stages: S) {
  type Stage = S[number];
  type Name = NameOf<Stage>;
  type Decision = NameOf<Stage, 'step' | 'outcome'>;
  type Open = NameOf<Stage, 'start' | 'step'>;

  const isDecision = (stage: Stage): stage is Extract<Stage, { kind: 'step' | 'outcome' }> =>
    stage.kind === 'step' || stage.kind === 'outcome';
  const isOpen = (stage: Stage): stage is Extract<Stage, { kind: 'start' | 'step' }> =>
    stage.kind === 'start' || stage.kind === 'step';

  const statuses: readonly Name[] = stages.map((stage: Stage) => stage.name);
  const decisions: readonly Decision[] = stages.filter(isDecision).map((stage) => stage.name);
  const open: readonly Open[] = stages.filter(isOpen).map((stage) => stage.name);
  const withdrawals: readonly Name[] = stages
    .filter((stage: Stage) => stage.kind === 'withdrawal')
    .map((stage: Stage) => stage.name);
  const moves = stages.map((stage: Stage, at): [Name, readonly Decision[]] => [
    stage.name,
    isOpen(stage)
      ? stages
          .slice(at + 1)
          .filter(isDecision)
          .map((later) => later.name)
      : [],
  ]);
  // Built from every stage's name, so each key of the record is there.
  const nextStatuses = Object.fromEntries(moves) as Record<Name, readonly Decision[]>;

  const allowedMoves = (from: Name): readonly Decision[] => nextStatuses[from];
  const canMove = (from: Name, to: Name): boolean =>
    (nextStatuses[from] as readonly Name[]).includes(to);
  /** The stages an application may be moved to `to` from (a bulk move's filter). */
  const movableFrom = (to: Name): readonly Name[] => statuses.filter((from) => canMove(from, to));
  const isOpenStatus = (status: Name): boolean => (open as readonly Name[]).includes(status);
  /** Whether `to` comes after `from`: a live event older than what a screen shows is not taken. */
  const isLaterStage = (from: Name, to: Name): boolean =>
    withdrawals.includes(to) ? isOpenStatus(from) : canMove(from, to);

  return {
    statuses,
    decisions,
    open,
    nextStatuses,
    allowedMoves,
    canMove,
    movableFrom,
    isOpenStatus,
    isLaterStage,
  };
}
