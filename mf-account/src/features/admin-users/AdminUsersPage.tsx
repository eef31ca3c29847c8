// /admin/users: every user in a table with server-side pages, search (name or email) and sorting
// (joined, last sign-in, email, name). Staff grant or revoke paid membership and staff, and disable
// or enable an account, each after a confirmation; the server's answer shows as a toast (its rules,
// such as "the last staff user", come back as messages). A row opens to the user's comments.
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Switch, Table, Tag, type TableProps } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, useSession, usePageMeta, ADMIN_TABLE_CLASS, labelledColumns } from 'shared';
import { LoadFailed } from '../../admin-shared/LoadFailed.tsx';
import type { AdminUser, UserSort } from 'contracts';
import { formatDate, formatDateTime } from '../../admin-shared/dates.ts';
import { DEFAULT_USER_SORT, USERS_PAGE_SIZE, type UserFlags, type UserSortKey } from './admin-users-api.ts';
import { useUpdateUser, userListQuery } from './admin-users-queries.ts';
import { UserComments } from './UserComments.tsx';
import '../../admin-shared/admin.css';
import './admin-users.css';

const SORT_KEYS: readonly UserSortKey[] = ['date_joined', 'last_login', 'email', 'name'];

function readSort(value: string | null): UserSort {
  const key = value?.replace(/^-/, '');
  return value && SORT_KEYS.includes(key as UserSortKey) ? (value as UserSort) : DEFAULT_USER_SORT;
}

function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** What a change does, in words: the confirmation's question and the toast after it. */
function describe(user: AdminUser, flags: UserFlags): { question: string; done: string; ok: string } {
  const who = user.name || user.email;
  if (flags.is_paid_member !== undefined) {
    return flags.is_paid_member
      ? { question: `Make ${who} a paid member?`, done: `${who} is now a paid member.`, ok: 'Make paid member' }
      : { question: `End the paid membership of ${who}?`, done: `${who} is no longer a paid member.`, ok: 'End membership' };
  }
  if (flags.is_staff !== undefined) {
    return flags.is_staff
      ? { question: `Give ${who} staff access? They can then change every user.`, done: `${who} is now staff.`, ok: 'Make staff' }
      : { question: `Remove the staff access of ${who}?`, done: `${who} is no longer staff.`, ok: 'Remove staff' };
  }
  return flags.disabled
    ? {
        question: `Disable ${who}? They are signed out everywhere and cannot sign in until enabled again.`,
        done: `${who} is disabled and signed out.`,
        ok: 'Disable',
      }
    : { question: `Enable ${who} again?`, done: `${who} can sign in again.`, ok: 'Enable' };
}

export function AdminUsersPage() {
  usePageMeta('Users');
  const { message } = App.useApp();
  const { currentUser } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sort = readSort(params.get('sort'));
  const page = readPage(params.get('page'));
  const { data, isPending, isFetching, isError, error, refetch } = useQuery(userListQuery({ q, sort, page, pageSize: USERS_PAGE_SIZE }));
  const update = useUpdateUser();

  const go = (next: { q?: string; sort?: UserSort; page?: number }) => {
    const values = { q, sort, page, ...next };
    const search = new URLSearchParams();
    if (values.q.trim()) search.set('q', values.q.trim());
    if (values.sort !== DEFAULT_USER_SORT) search.set('sort', values.sort);
    if (values.page > 1) search.set('page', String(values.page));
    setParams(search);
  };

  const change = async (user: AdminUser, flags: UserFlags) => {
    const words = describe(user, flags);
    try {
      await update.mutateAsync({ id: user.id, flags });
      void message.success(words.done);
    } catch (failure) {
      void message.error(errorMessage(failure));
    }
  };

  const confirmSwitch = (user: AdminUser, flags: UserFlags, checked: boolean, label: string) => {
    const words = describe(user, flags);
    return (
      <Popconfirm title={words.question} okText={words.ok} cancelText="Cancel" onConfirm={() => change(user, flags)}>
        <Switch checked={checked} aria-label={`${label}: ${user.email}`} loading={update.isPending && update.variables?.id === user.id} />
      </Popconfirm>
    );
  };

  const sortOrder = (key: UserSortKey) => (sort === key ? 'ascend' : sort === `-${key}` ? 'descend' : null);

  const columns: TableProps<AdminUser>['columns'] = [
    {
      key: 'name',
      title: 'Name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, user) => (
        <span className="admin-users__name">
          {user.name || '—'}
          {user.id === currentUser?.id && <Tag className="admin-users__you">you</Tag>}
        </span>
      ),
    },
    {
      key: 'email',
      title: 'Email',
      sorter: true,
      sortOrder: sortOrder('email'),
      render: (_, user) => (
        <span>
          {user.email} {user.email_verified ? <Tag color="green">verified</Tag> : <Tag color="orange">unverified</Tag>}
        </span>
      ),
    },
    {
      key: 'date_joined',
      title: 'Joined',
      sorter: true,
      sortOrder: sortOrder('date_joined'),
      render: (_, user) => formatDate(user.date_joined),
    },
    {
      key: 'last_login',
      title: 'Last sign-in',
      sorter: true,
      sortOrder: sortOrder('last_login'),
      render: (_, user) => (user.last_login ? formatDateTime(user.last_login) : 'Never'),
    },
    {
      key: 'paid',
      title: 'Paid member',
      render: (_, user) => confirmSwitch(user, { is_paid_member: !user.is_paid_member }, user.is_paid_member, 'Paid member'),
    },
    { key: 'staff', title: 'Staff', render: (_, user) => confirmSwitch(user, { is_staff: !user.is_staff }, user.is_staff, 'Staff') },
    {
      key: 'status',
      title: 'Account',
      render: (_, user) => {
        const words = describe(user, { disabled: !user.disabled });
        return (
          <span className="admin-users__status">
            {user.disabled ? <Tag color="red">disabled</Tag> : <Tag>active</Tag>}
            <Popconfirm
              title={words.question}
              okText={words.ok}
              cancelText="Cancel"
              onConfirm={() => change(user, { disabled: !user.disabled })}
            >
              <Button size="small" danger={!user.disabled} aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}>
                {user.disabled ? 'Enable' : 'Disable'}
              </Button>
            </Popconfirm>
          </span>
        );
      },
    },
  ];

  const onTableChange: TableProps<AdminUser>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = one?.columnKey as UserSortKey | undefined;
      go({ sort: key && one?.order ? (one.order === 'descend' ? `-${key}` : key) : DEFAULT_USER_SORT, page: 1 });
    } else go({ page: pagination.current ?? 1 });
  };

  return (
    <section className="admin-users">
      <h1 className="admin-screen__title">Users</h1>
      <div className="admin-users__tools">
        <Input.Search
          key={q}
          defaultValue={q}
          placeholder="Search by name or email"
          aria-label="Search users by name or email"
          allowClear
          enterButton="Search"
          maxLength={200}
          onSearch={(value) => go({ q: value, page: 1 })}
          className="admin-users__search"
        />
        {data && (
          <span className="admin-users__count" aria-live="polite">
            {data.count} user{data.count === 1 ? '' : 's'}
          </span>
        )}
      </div>
      {isError && !data ? (
        <LoadFailed what="The users" error={error} retry={() => void refetch()} />
      ) : (
        <Table<AdminUser>
          className={ADMIN_TABLE_CLASS}
          rowKey="id"
          columns={labelledColumns(columns)}
          dataSource={data?.results ?? []}
          loading={isPending || isFetching}
          onChange={onTableChange}
          pagination={{ current: page, pageSize: USERS_PAGE_SIZE, total: data?.count ?? 0, showSizeChanger: false }}
          expandable={{ expandedRowRender: (user) => <UserComments userId={user.id} name={user.name || user.email} /> }}
          scroll={{ x: 960 }}
          locale={{ emptyText: q ? `No users match “${q}”.` : 'No users yet.' }}
          rowClassName={(user) => (user.disabled ? 'admin-users__row--disabled' : '')}
        />
      )}
    </section>
  );
}
