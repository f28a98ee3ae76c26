import { Space } from 'antd';
import { HistoryCard } from './HistoryCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';

/**
 * 专家端 我的信息 (docs/product.md): the profile with its specialties and invitation counts, and the evaluation
 * history. 修改密码 stays in the user popover (docs/product.md), so it is not repeated here.
 */
export function MyInfoPage() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="page">
      <ProfileCard />
      <HistoryCard />
    </Space>
  );
}
