import { pendingAction } from './pending-action';

/** The job a visitor pressed Save on before signing in (pending-action.ts). */
const pendingSave = pendingAction('jobBoard.pendingSavedJob');

export const rememberPendingSave = pendingSave.remember;
export const takePendingSave = pendingSave.take;
