import { Col, Form, Input } from 'antd';
import { type ParsesValue, zodRule } from '../../shared/forms/zodRule.ts';
import { creditCodeRules, upperCaseCode } from './rules.ts';
import styles from './suppliers.module.css';

const half = { xs: 24, md: 12 };

interface Props {
  /** The rules of the call the form sends (register or updateInfo): each field checked as its server checks it. */
  rules: Record<'companyName' | 'legalPerson' | 'contactName', ParsesValue>;
  /** Names the inputs for the browser tests: `reg-company`, `profile-credit-code` … */
  testIdPrefix: 'reg' | 'profile';
}

/**
 * Who the company is, as 注册 asks it and 企业信息 edits it: name, 统一社会信用代码 (core's check character, live),
 * legal representative and contact, two to a row from md up. Placed inside a `Row`.
 */
export function CompanyFields({ rules, testIdPrefix: p }: Props) {
  return (
    <>
      <Col {...half}>
        <Form.Item label="企业名称" name="companyName" rules={[zodRule(rules.companyName)]} required>
          <Input placeholder="与营业执照一致" maxLength={100} data-testid={`${p}-company`} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          label="统一社会信用代码"
          name="creditCode"
          rules={creditCodeRules}
          validateTrigger={['onChange', 'onBlur']}
          normalize={upperCaseCode}
          required
          extra="18 位，见营业执照"
        >
          <Input
            placeholder="请输入统一社会信用代码"
            maxLength={24}
            className={styles.code}
            data-testid={`${p}-credit-code`}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label="法定代表人" name="legalPerson" rules={[zodRule(rules.legalPerson)]} required>
          <Input placeholder="请输入法定代表人" maxLength={50} data-testid={`${p}-legal-person`} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label="联系人" name="contactName" rules={[zodRule(rules.contactName)]} required>
          <Input placeholder="请输入联系人" maxLength={50} data-testid={`${p}-contact`} />
        </Form.Item>
      </Col>
    </>
  );
}
