import { describe, expect, it } from 'vitest';
import { crossings } from './feature-imports.ts';

describe('the feature import rule', () => {
  it('refuses a feature importing another feature, at any depth and in every import form', () => {
    const text = [
      "import { a } from '../projects/api.ts';",
      "export { b } from '../../bids/bid.ts';",
      "const c = lazy(() => import('../../announcements/Page.tsx'));",
      "vi.mock('../enrolments/api.ts');",
    ].join('\n');
    // One folder deeper, `../projects` and `../enrolments` are evaluation's own subfolders.
    expect(crossings('features/evaluation/sheet/Step.tsx', text).map((v) => [v.to, v.line])).toEqual([
      ['features/bids/bid.ts', 2],
      ['features/announcements/Page.tsx', 3],
    ]);
    expect(crossings('features/results/Tab.tsx', text).map((v) => [v.to, v.line])).toEqual([
      ['features/projects/api.ts', 1],
      ['features/enrolments/api.ts', 4],
    ]);
  });

  it('lets a feature import itself, shared/, app/, the tests and packages', () => {
    const text = [
      "import { x } from '../workspace/x.ts';",
      "import { f } from '../../../shared/format.ts';",
      "import { http } from '../../../app/http.ts';",
      "import { render } from '../../../test/render.tsx';",
      "import { Msg } from '@swp/core/api';",
    ].join('\n');
    expect(crossings('features/evaluation/sheet/Step.tsx', text)).toEqual([]);
  });

  it('refuses a feature or shared/ importing an area, and shared/ or app/ importing a feature', () => {
    expect(crossings('features/bids/A.tsx', "import { r } from '../../areas/manage/routes.tsx';")).toHaveLength(1);
    expect(crossings('shared/components/A.tsx', "import { r } from '../../features/bids/api.ts';")).toHaveLength(1);
    expect(crossings('app/http.ts', "import { r } from '../features/auth/api.ts';")).toHaveLength(1);
    expect(crossings('app/router.tsx', "const m = import('../areas/manage/ManageArea.tsx');")).toEqual([]);
    expect(crossings('areas/manage/routes.tsx', "import { P } from '../../features/bids/Page.tsx';")).toEqual([]);
  });
});
