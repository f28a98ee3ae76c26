/**
 * The component test files that replace a module with `vi.mock` (or mount the whole app as main.tsx does): they
 * need a module graph of their own, so the root vitest config runs them isolated and the rest sharing one graph per
 * worker. A new file that calls vi.mock belongs here; module-mocking-tests.test.ts fails when one is missing.
 */
export const WEB_MODULE_MOCKING_TESTS = [
  'src/areas/manage/project/ProjectEvaluationTab.test.tsx',
  'src/features/statistics/StatisticsPage.test.tsx',
  'src/features/my-results/my-results.test.tsx',
  'src/areas/specialist/SpecialistMustChange.test.tsx',
];
