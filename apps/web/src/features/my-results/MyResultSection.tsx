import { type MyResult, useMyResult } from './api.ts';
import { MyObjectionsCard } from './MyObjectionsCard.tsx';
import { MyResultCard } from './MyResultCard.tsx';

interface Props {
  projectId: number;
  projectName: string;
  /** Asked only once the project was opened: before it there is no result to read. */
  enabled: boolean;
  wide: boolean;
}

/** 我的项目's 结果 and 异议 cards, from one read of this company's result; nothing before the 结果公示. */
export function MyResultSection({ projectId, projectName, enabled, wide }: Props) {
  const result = useMyResult(projectId, enabled);
  const data: MyResult | undefined = result.data;
  if (!data?.publicity) return null;
  return (
    <>
      <MyResultCard projectId={projectId} result={data} wide={wide} />
      <MyObjectionsCard projectId={projectId} projectName={projectName} result={data} wide={wide} />
    </>
  );
}
