import { Result, type ResultProps } from 'antd';
import { InlinePageTitle } from './PageTitle.tsx';

/** antd's Result standing for a whole page (not found, no permission, registered): its title is the page's <h1>. */
export function PageResult({ title, ...props }: ResultProps) {
  return <Result {...props} title={<InlinePageTitle>{title}</InlinePageTitle>} />;
}
