// /admin/users: every user in a table with server-side pages, search (name or email) and sorting
// (joined, last sign-in, email, name). Staff grant or revoke paid membership and staff, and disable
// or enable an account, each after a confirmation; the server's answer shows as a toast (its rules,
// such as "the last staff user", come back as messages). A row opens to the user's comments.
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Popconfirm, Switch, Tag, type TableProps } from 'antd';
import { useSession } from 'shared';
import { AdminCount, AdminScreen, AdminTable, countOf, formatDate, formatDateTime, useListParams, useToasts } from 'shared/admin';
import type { AdminUser, UserSort } from 'contracts';
import { DEFAULT_USER_SORT, USERS_PAGE_SIZE, type UserFlags, type UserSortKey } from './admin-users-api.ts';
import { useUpdateUser, userListQuery } from './admin-users-queries.ts';
import { UserComments } from './UserComments.tsx';
import './admin-users.css';

const SORT_KEYS: readonly UserSortKey[] = ['date_joined', 'last_login', 'email', 'name'];

function readSort(value: string | null): UserSort {
  const key = value?.replace(/^-/, '');
  return value && SORT_KEYS.includes(key as UserSortKey) ? (value as UserSort) : DEFAULT_USER_SORT;
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
  const toasts = useToasts();
  const { currentUser } = useSession();
  const list = useListParams<{ q: string; sort: string }>({ q: '', sort: DEFAULT_USER_SORT }, { pageSize: USERS_PAGE_SIZE });
  const { q } = list.filters;
  const sort = readSort(list.filters.sort);
  const users = useQuery(userListQuery({ q, sort, page: list.page, page_size: USERS_PAGE_SIZE }));
  const update = useUpdateUser();

  const change = (user: AdminUser, flags: UserFlags) =>
    toasts.run(() => update.mutateAsync({ id: user.id, flags }), describe(user, flags).done);

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

  const onTableChange: TableProps<AdminUser>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.columnKey as UserSortKey | undefined;
    list.go({ sort: key && one?.order ? (one.order === 'descend' ? `-${key}` : key) : DEFAULT_USER_SORT });
  };

  const tools = (
    <>
      <Input.Search
        key={q}
        defaultValue={q}
        placeholder="Search by name or email"
        aria-label="Search users by name or email"
        allowClear
        enterButton="Search"
        maxLength={200}
        onSearch={(value) => list.go({ q: value })}
      />
      {users.data && <AdminCount>{countOf(users.data.count, 'user')}</AdminCount>}
    </>
  );
  return (
    <AdminScreen title="Users" toasts={toasts} tools={tools}>
      <AdminTable<AdminUser>
        query={users}
        what="The users"
        empty={q ? `No users match “${q}”.` : 'No users yet.'}
        columns={columns}
        list={list}
        onChange={onTableChange}
        expandable={{ expandedRowRender: (user) => <UserComments userId={user.id} name={user.name || user.email} /> }}
        scroll={{ x: 960 }}
        rowClassName={(user) => (user.disabled ? 'admin-users__row--disabled' : '')}
      />
    </AdminScreen>
  );
}
