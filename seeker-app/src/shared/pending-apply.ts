import { pendingAction } from './pending-action';

/** The job a visitor pressed Apply on before signing in: its apply dialog opens once they have. */
const pendingApply = pendingAction('jobBoard.pendingApply');

export const rememberPendingApply = pendingApply.remember;
export const takePendingApply = pendingApply.take;
