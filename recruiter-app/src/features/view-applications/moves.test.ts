import { APPLICATION_STAGES, DECISION_STATUSES, stagePipeline } from 'shared-api/contract';
import type { StagePalette } from 'shared-ui/stage-badge';
import { MOVE_BUTTONS, MOVES, movesFor } from './moves';
import { RECRUITER_PALETTE } from './stage-badge';

describe('the moves a recruiter is offered', () => {
  it("are the contract's stages a company moves to, in its order", () => {
    expect(MOVES.map((move) => move.to)).toEqual(DECISION_STATUSES);
    expect(MOVES.map((move) => move.verb)).toEqual(['Shortlist', 'Interview', 'Accept', 'Reject']);
  });

  it('follow a stage added to the contract: a button for it, offered where the pipeline allows', () => {
    const [pending, shortlisted, interviewing, ...finals] = APPLICATION_STAGES;
    const offered = { name: 'Offered', kind: 'step' } as const;
    const pipeline = stagePipeline([pending, shortlisted, interviewing, offered, ...finals]);
    const moves = movesFor(pipeline.decisions, {
      ...MOVE_BUTTONS,
      Offered: { verb: 'Offer', variant: 'outline' },
    });

    expect(moves.map((move) => move.verb)).toEqual([
      'Shortlist',
      'Interview',
      'Offer',
      'Accept',
      'Reject',
    ]);
    const from = (stage: (typeof pipeline.statuses)[number]) =>
      moves.filter((move) => pipeline.canMove(stage, move.to)).map((move) => move.verb);
    expect(from('Interviewing')).toEqual(['Offer', 'Accept', 'Reject']);
    expect(from('Offered')).toEqual(['Accept', 'Reject']);

    // Typed over the stages, the buttons and the badge colours without the new stage do not
    // compile: the compiler names each place to fill in.
    // @ts-expect-error Offered has no button
    movesFor(pipeline.decisions, MOVE_BUTTONS);
    // @ts-expect-error Offered has no colours
    const palette: StagePalette<(typeof pipeline.statuses)[number]> = RECRUITER_PALETTE;
    expect(palette).toBe(RECRUITER_PALETTE);
  });
});
