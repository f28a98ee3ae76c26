import type { saveSupplierContactsInput } from '@swp/core';
import { SUPPLIER_FIELD_LABELS } from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { type ContactValues, listContacts, replaceContacts } from './supplier-contacts.repo.ts';
import { recordCompanyAction } from './supplier-history.ts';
import { lockOwnSupplier } from './supplier-profile.service.ts';

type ContactsInput = z.output<typeof saveSupplierContactsInput>;

/** How the history shows a list of contacts: 张三（经理）13800000000、李四 13900000000. */
const describe = (contacts: ContactValues[]) =>
  contacts.map((c) => `${c.name}${c.position ? `（${c.position}）` : ''} ${c.mobile}`).join('、');

/**
 * POST /api/suppler/saveContacts: the whole list at once, replaced in one transaction, in the order sent. Contacts
 * are not a key field, so the review status stays; a list saved unchanged writes nothing.
 */
export async function saveSupplierContacts(
  deps: Deps,
  principal: Principal,
  input: ContactsInput,
  meta: RequestMeta,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnSupplier(tx, principal);
    const before: ContactValues[] = (await listContacts(tx, row.id)).map(({ id: _id, ...contact }) => contact);
    const after: ContactValues[] = input.contacts.map(({ name, position, mobile, email }) => ({
      name,
      position,
      mobile,
      email,
    }));
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await replaceContacts(tx, row.id, after);
    const label = SUPPLIER_FIELD_LABELS.contacts ?? '联系人名单';
    await recordCompanyAction(
      tx,
      deps.clock,
      { id: row.id, name: row.companyName },
      {
        event: 'change',
        audit: 'supplier.contacts',
        changes: [{ field: 'contacts', label, from: describe(before), to: describe(after) }],
      },
      meta.ip,
    );
  });
}
