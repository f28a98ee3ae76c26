/** Writes this walk does not call, and why they cannot tell a confidential invitation. */
export const NOT_CALLED: Record<string, string> = {
  'POST /api/specialist/create': 'a write; answers the new id',
  'POST /api/specialist/update': 'a write; answers nothing',
  'POST /api/specialist/freeze': 'a write; answers nothing',
  'POST /api/specialist/unfreeze': 'a write; answers nothing',
  'POST /api/specialist/createAccount': 'a write; answers the account and the masked mobile',
  'POST /api/specialist/resetPassword': 'a write; answers the account and the masked mobile',
  'POST /api/specialist/import': 'a write; answers the problems of the uploaded file',
  // The same success for every expert: one with a history is archived, one never invited removed (specialists.test).
  'POST /api/specialist/delete': 'a write whose answer is the same whether the expert is on a committee or not',
  'POST /api/specialisextract/draw': 'a write; a draw of another project knows nothing of this committee',
  'POST /api/specialistextractexpert/draw': 'a write; draws a new task',
  'POST /api/project/create': 'a write',
  'POST /api/project/update': 'a write',
  'POST /api/project/submit': 'a write',
  'POST /api/project/pause': 'a write',
  'POST /api/project/resume': 'a write',
  'POST /api/project/retender': 'a write',
  'POST /api/project/setGradingStandard': 'a write; answers nothing',
  'POST /api/logout': 'ends the session',
};
