import { Typography } from 'antd';
import { type GradingFormValues, liveTotal } from './formValues.ts';

/** 「合计 100 分」 under the tables, red with what is missing while the scored items do not total 100. */
export function GradingTotal({ values }: { values: GradingFormValues }) {
  const { text, ok } = liveTotal(values);
  return (
    <Typography.Text strong type={ok ? 'success' : 'danger'} data-testid="grading-total">
      合计 {text} 分{ok ? '' : '（商务、技术、价格评审项分值合计须为 100 分）'}
    </Typography.Text>
  );
}
