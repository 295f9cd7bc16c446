import {
  allowedMoves,
  APPLICATION_STAGES,
  APPLICATION_STATUSES,
  DECISION_STATUSES,
  isLaterStage,
  movableFrom,
  NEXT_STATUSES,
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
  type DecisionStatus,
} from './constants';
import { applicationStatusSchema, decisionStatusSchema } from './schemas';
import { stagePipeline } from './stages';

describe('the pipeline, from its one list of stages', () => {
  it('gives the moves the server and both apps have always allowed', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'Pending',
      'Shortlisted',
      'Interviewing',
      'Accepted',
      'Rejected',
      'Withdrawn',
    ]);
    expect(DECISION_STATUSES).toEqual(['Shortlisted', 'Interviewing', 'Accepted', 'Rejected']);
    expect(OPEN_APPLICATION_STATUSES).toEqual(['Pending', 'Shortlisted', 'Interviewing']);
    expect(NEXT_STATUSES).toEqual({
      Pending: ['Shortlisted', 'Interviewing', 'Accepted', 'Rejected'],
      Shortlisted: ['Interviewing', 'Accepted', 'Rejected'],
      Interviewing: ['Accepted', 'Rejected'],
      Accepted: [],
      Rejected: [],
      Withdrawn: [],
    });
    expect(allowedMoves('Shortlisted')).toEqual(['Interviewing', 'Accepted', 'Rejected']);
    expect(movableFrom('Interviewing')).toEqual(['Pending', 'Shortlisted']);
    expect(isLaterStage('Interviewing', 'Withdrawn')).toBe(true);
    expect(isLaterStage('Accepted', 'Withdrawn')).toBe(false);
    expect(isLaterStage('Interviewing', 'Shortlisted')).toBe(false);
    expect(isLaterStage('Shortlisted', 'Pending')).toBe(false);
    expect(decisionStatusSchema.safeParse('Pending').success).toBe(false);
    expect(applicationStatusSchema.options).toEqual(APPLICATION_STATUSES);
    // The names stay literal types: the records keyed by them (words, colours) must name each.
    expectTypeOf<ApplicationStatus>().toEqualTypeOf<
      'Pending' | 'Shortlisted' | 'Interviewing' | 'Accepted' | 'Rejected' | 'Withdrawn'
    >();
    expectTypeOf<DecisionStatus>().toEqualTypeOf<
      'Shortlisted' | 'Interviewing' | 'Accepted' | 'Rejected'
    >();
  });

  it("follows a stage added to the list: its moves, the open stages and a company's choices", () => {
    const [pending, shortlisted, interviewing, ...finals] = APPLICATION_STAGES;
    const offered = { name: 'Offered', kind: 'step' } as const;
    const pipeline = stagePipeline([pending, shortlisted, interviewing, offered, ...finals]);

    expect(pipeline.statuses).toEqual([
      'Pending',
      'Shortlisted',
      'Interviewing',
      'Offered',
      'Accepted',
      'Rejected',
      'Withdrawn',
    ]);
    expect(pipeline.decisions).toEqual([
      'Shortlisted',
      'Interviewing',
      'Offered',
      'Accepted',
      'Rejected',
    ]);
    expect(pipeline.open).toEqual(['Pending', 'Shortlisted', 'Interviewing', 'Offered']);
    expect(pipeline.allowedMoves('Pending')).toEqual([
      'Shortlisted',
      'Interviewing',
      'Offered',
      'Accepted',
      'Rejected',
    ]);
    expect(pipeline.allowedMoves('Interviewing')).toEqual(['Offered', 'Accepted', 'Rejected']);
    expect(pipeline.allowedMoves('Offered')).toEqual(['Accepted', 'Rejected']);
    expect(pipeline.allowedMoves('Accepted')).toEqual([]);
    expect(pipeline.canMove('Offered', 'Interviewing')).toBe(false);
    expect(pipeline.movableFrom('Offered')).toEqual(['Pending', 'Shortlisted', 'Interviewing']);
    expect(pipeline.isLaterStage('Interviewing', 'Offered')).toBe(true);
    expect(pipeline.isLaterStage('Offered', 'Withdrawn')).toBe(true);

    // What an app keys by stage follows at compile time: a record of words or colours typed
    // over the stages (Record<Stage, ...>) without the new one does not compile, so the
    // compiler names each place to fill in (the recruiter's move buttons, each app's badge
    // palette, the server's mail texts).
    type Extended = (typeof pipeline.statuses)[number];
    // @ts-expect-error Offered has no colour
    const palette: Record<Extended, string> = {
      Pending: 'blue',
      Shortlisted: 'indigo',
      Interviewing: 'amber',
      Accepted: 'green',
      Rejected: 'red',
      Withdrawn: 'gray',
    };
    expect(Object.keys(palette)).not.toContain('Offered');
  });
});
