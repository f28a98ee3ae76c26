import { Msg } from '@swp/core/api';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { AutoSizeTextarea } from './AutoSizeTextarea.tsx';
import { post } from './http.ts';
import type { Answer, ConfirmKind, KindConfig } from './kinds.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { toast } from './toast.tsx';
import { type AnswerErrors, type AnswerValues, answerBody, REASON_MAX, validateAnswer } from './validate.ts';

/** A control's ties to its message: invalid while there is one, and read out with it. */
const describedBy = (id: string, error: string | undefined) => ({
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** One field's box, red when its check failed, with the message under the control (`id` is the control's). */
function Field({ id, error, children }: { id: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={`cf-field${error ? ' cf-field--error' : ''}`}>
      {children}
      {error && (
        <div id={`${id}-error`} className="cf-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

interface Props {
  kind: ConfirmKind;
  config: KindConfig;
  linkKey: string;
  confirm: Answer;
  /** Called after 操作成功: the page closes the drawer and reloads the details. */
  onAnswered: () => void;
}

/**
 * The drawer's form (docs/product.md): for 无法参加 a reason, then the SMS code with its send button, then 提交. An
 * empty required input stops the submit and is marked; once a submit was tried every keystroke revalidates, so
 * a message disappears as soon as the field is fixed.
 */
export function AnswerForm({ kind, config, linkKey, confirm, onAnswered }: Props) {
  const [values, setValues] = useState<AnswerValues>({ code: '', remark: '' });
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const remarkRef = useRef<HTMLTextAreaElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const ids = { remark: useId(), code: useId() };
  const declining = confirm === -1;

  const change = (field: keyof AnswerValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(validateAnswer(confirm, next));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setTried(true);
    const found = validateAnswer(confirm, values);
    setErrors(found);
    if (found.remark) return remarkRef.current?.focus();
    if (found.code) return codeRef.current?.focus();
    setSubmitting(true);
    try {
      await post(config.confirmPath, answerBody(kind, linkKey, confirm, values));
      toast.success(Msg.ok);
      onAnswered();
    } catch {
      // the wrapper showed the server's msg (wrong code, expired link …); the expert may correct and retry
      setSubmitting(false);
    }
  };

  return (
    <form className="cf-form" onSubmit={submit} noValidate>
      {declining && (
        <Field id={ids.remark} error={errors.remark}>
          <AutoSizeTextarea
            ref={remarkRef}
            id={ids.remark}
            className="cf-input cf-textarea"
            minRows={3}
            maxRows={5}
            maxLength={REASON_MAX}
            placeholder="请输入无法参加的原因"
            aria-label="无法参加的原因"
            aria-required="true"
            value={values.remark}
            onChange={(e) => change('remark', e.target.value)}
            {...describedBy(ids.remark, errors.remark)}
            data-testid="remark-input"
          />
        </Field>
      )}
      <Field id={ids.code} error={errors.code}>
        <div className="cf-code-row">
          <input
            ref={codeRef}
            id={ids.code}
            className="cf-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入验证码"
            aria-label="短信验证码"
            aria-required="true"
            value={values.code}
            onChange={(e) => change('code', e.target.value)}
            {...describedBy(ids.code, errors.code)}
            data-testid="code-input"
          />
          <SendCodeButton codePath={config.codePath} linkKey={linkKey} />
        </div>
      </Field>
      <button
        type="submit"
        className="cf-btn cf-btn--primary cf-btn--block"
        aria-disabled={submitting}
        data-testid="answer-submit"
      >
        {submitting ? '提交中…' : '提交'}
      </button>
    </form>
  );
}
