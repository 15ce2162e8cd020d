import { useCallback, useMemo, useState } from 'react';
import { DatePicker, Switch, Tag } from 'antd';
import { PlainText } from '@semmultas/shared/ui/plain-typography';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { formatDateBR } from '@semmultas/shared/format';
import { CONFIRM, ERR } from '@semmultas/shared/messages';
import { queryState } from '@semmultas/shared/query';
import { useConfirmedAction } from '@semmultas/shared/ui/confirmed-action';
import type { UserProfile } from '@semmultas/shared/types';
import { useAdmin } from '../../../lib/admin-context';
import { AdminTable, type AdminColumn } from '../../../components/admin-table';
import { PageTitle } from '../../../components/page-title';
import { RowActions } from '../../../components/row-actions';
import { RowsBody } from '../../../components/rows-body';
import type { TableQuerySpec } from '../../../lib/table-query';
import { useNotify } from '../../../lib/use-notify';
import { upsertRow, useUpdateRows } from '../../../lib/rows-cache';
import { PROFILES_KEY, profilesQueryOptions } from '../api/get-profiles';
import { deleteProfile, updatePlan } from '../api/profiles';
import { STATUS_LOOK, changeExpiry, profileStatus, togglePremium, type PlanChange, type ProfileStatus } from '../utils/plan-change';
import { USUARIOS_TITLE } from '../../../lib/page-titles';

// DECISIONS 19: the SPEC's slip written right.

export const USUARIOS_QUERY: TableQuerySpec<UserProfile> = {
  searchText: (u) => [u.email, STATUS_LOOK[profileStatus(u)].label, u.plan_expiration ? formatDateBR(u.plan_expiration) : null],
  filterValue: { status: (u) => profileStatus(u) },
};

function displayEmail(u: UserProfile) {
  return u.email ?? u.id;
}

/** Every profile with its plan: the premium switch and the expiry date save as they change. */
export function UsuariosPage() {
  const { supabase, userId } = useAdmin();
  const confirm = useConfirmedAction();
  const notify = useNotify();
  const state = queryState(useQuery(profilesQueryOptions(supabase)));
  const update = useUpdateRows<UserProfile>(PROFILES_KEY);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  const save = useCallback(
    async (profile: UserProfile, change: PlanChange) => {
      setSaving((s) => new Set(s).add(profile.id));
      try {
        const saved = await updatePlan(supabase, profile.id, change);
        await update((rows) => upsertRow(rows, { ...profile, ...saved }, (r) => r.id));
      } catch (error) {
        notify.error(ERR.updateSubscription, error);
      } finally {
        setSaving((s) => {
          const next = new Set(s);
          next.delete(profile.id);
          return next;
        });
      }
    },
    [supabase, update, notify],
  );

  const confirmDelete = useCallback(
    (profile: UserProfile) =>
      confirm({
        title: CONFIRM.deleteSubscription,
        content: `“${displayEmail(profile)}”`,
        action: async () => {
          await deleteProfile(supabase, profile.id);
          await update((rows) => rows.filter((r) => r.id !== profile.id));
        },
        success: 'Assinatura excluída.',
        failure: ERR.deleteSubscription,
        label: 'excluir assinatura',
      }),
    [confirm, supabase, update],
  );

  const columns = useMemo(() => {
    const statusTag = (u: UserProfile) => {
      const look = STATUS_LOOK[profileStatus(u)];
      return (
        <Tag color={look.color} style={{ marginInlineEnd: 0 }}>
          {look.label}
        </Tag>
      );
    };
    const premiumSwitch = (u: UserProfile) => (
      <Switch
        checked={Boolean(u.is_premium)}
        loading={saving.has(u.id)}
        disabled={Boolean(u.is_admin)}
        aria-label={`Premium de ${displayEmail(u)}`}
        onChange={(on) => save(u, togglePremium(u, on))}
      />
    );
    const expiryPicker = (u: UserProfile) => (
      <DatePicker
        value={u.plan_expiration ? dayjs(u.plan_expiration) : null}
        format="DD/MM/YYYY"
        allowClear
        placeholder="Sem data"
        disabled={!u.is_premium || Boolean(u.is_admin) || saving.has(u.id)}
        aria-label={`Expiração do plano de ${displayEmail(u)}`}
        onChange={(d) => save(u, changeExpiry(u, d ? d.format('YYYY-MM-DD') : null))}
        style={{ width: 150 }}
      />
    );
    const actions = (u: UserProfile) => (
      <RowActions
        name={displayEmail(u)}
        onDelete={() => confirmDelete(u)}
        deleteDisabledReason={u.is_admin || u.id === userId ? 'A conta do administrador não pode ser excluída.' : undefined}
      />
    );
    const statusFilters = (Object.keys(STATUS_LOOK) as ProfileStatus[]).map((s) => ({ text: STATUS_LOOK[s].label, value: s }));

    const full: AdminColumn<UserProfile>[] = [
      {
        key: 'email',
        title: 'E-mail',
        render: (u) => (
          <PlainText style={{ overflowWrap: 'anywhere', display: 'block', minWidth: 160, maxWidth: 320 }}>{displayEmail(u)}</PlainText>
        ),
      },
      { key: 'status', title: 'Plano', render: (u) => statusTag(u), filters: statusFilters },
      { key: 'is_premium', title: 'Premium', render: (u) => premiumSwitch(u) },
      { key: 'plan_expiration', title: 'Expira em', render: (u) => expiryPicker(u) },
      { key: 'actions', title: 'Ações', fixed: 'end', width: 64, render: (u) => actions(u) },
    ];
    // Phones: the switch and the date under the e-mail, so nothing hides behind a sideways scroll.
    const compact: AdminColumn<UserProfile>[] = [
      {
        key: 'status',
        title: 'Usuário e plano',
        filters: statusFilters,
        render: (u) => (
          <div style={{ minWidth: 0 }}>
            <PlainText style={{ display: 'block', overflowWrap: 'anywhere' }}>{displayEmail(u)}</PlainText>
            <div style={{ marginTop: 6, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              {statusTag(u)}
              {premiumSwitch(u)}
              {expiryPicker(u)}
            </div>
          </div>
        ),
      },
      { key: 'actions', title: '', width: 56, render: (u) => actions(u) },
    ];
    return { full, compact };
  }, [saving, save, confirmDelete, userId]);

  return (
    <section aria-labelledby="admin-usuarios-title">
      <PageTitle
        id="admin-usuarios-title"
        title={USUARIOS_TITLE}
        subtitle="Ligar o Premium preenche a expiração com hoje + 30 dias; a data pode ser mudada ou apagada. As mudanças são salvas na hora."
      />
      <RowsBody state={state}>
        {(rows) => (
          <AdminTable<UserProfile>
            pageSizeKey="admin-usuarios"
            label="Usuários"
            rows={rows}
            rowKey={(u) => u.id}
            columns={columns.full}
            compactColumns={columns.compact}
            spec={USUARIOS_QUERY}
            searchLabel="Buscar usuários"
            searchPlaceholder="Buscar por e-mail, plano ou data"
            emptyText="Nenhum usuário cadastrado ainda."
          />
        )}
      </RowsBody>
    </section>
  );
}
