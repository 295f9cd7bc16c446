/** What companies see of an applicant who deleted their account or whose data outlived retention. */
export const DELETED_APPLICANT = 'Deleted applicant';

/**
 * Who applied, as a company reads a wiped application (decision 0043). Its id is the
 * application's own: the account's id is the same on the person's other applications, named ones
 * among them, so it would say whose the wiped one was. Still one id per row, and stable, for
 * whatever keys or links on it.
 */
export const wipedApplicant = (applicationId: string) => ({
  _id: applicationId,
  name: DELETED_APPLICANT,
});
