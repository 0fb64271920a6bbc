import { useCallback, useEffect, useState } from 'react';
import { AppError } from '../../domain/app-error.ts';
import type { StaffMemberSummary } from '../../domain/staff/contract.ts';
import { ROLE_LABELS, roleCan } from '../../domain/staff/roles.ts';
import {
  addStaffMember,
  listStaffMembers,
  staffHeaders,
  staffRobots,
  staffTitle,
  updateStaffMember,
  useStaffSession,
} from '../features/staff/index.ts';
import { Button } from '../ui/button.tsx';
import { StaffMemberEdit } from './staff-member-edit.tsx';
import { StaffMemberForm } from './staff-member-form.tsx';
import { StaffTable } from './staff-table.tsx';
import styles from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Team') }, staffRobots];
export const headers = staffHeaders;

/**
 * /staff/team (admin): list, add (one-time password shown once), change role or
 * locations, reset a password, disable.
 */
export default function StaffTeam() {
  const { session } = useStaffSession();
  const [members, setMembers] = useState<StaffMemberSummary[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ email: string; password: string } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const allowed = session ? roleCan(session.staff.role, 'manage-staff') : false;

  const load = useCallback(() => {
    listStaffMembers()
      .then((reply) => setMembers(reply.data.members))
      .catch((error: unknown) => setMessage(AppError.from(error).message));
  }, []);
  useEffect(() => {
    if (allowed) load();
  }, [allowed, load]);

  if (!session || session.staff.must_change_password) return null;
  if (!allowed) return <p role="alert">Only a brand admin can manage the team.</p>;
  const names = new Map(session.locations.map((l) => [l.id, l.name]));

  const toggleDisabled = async (member: StaffMemberSummary) => {
    try {
      await updateStaffMember(member.id, { disabled: !member.disabled });
      setMessage(`${member.display_name} is ${member.disabled ? 'enabled' : 'disabled'}.`);
      load();
    } catch (error) {
      setMessage(AppError.from(error).message);
    }
  };

  return (
    <section aria-labelledby="team-title">
      <h1 id="team-title" className={styles.title}>
        Team
      </h1>
      <p role="status" className={styles.lead}>
        {message ?? ''}
      </p>
      {issued ? (
        <div className={styles.panel} role="status">
          <p>
            One-time password for <strong>{issued.email}</strong> (shown once; they choose their own at first sign-in):
          </p>
          <p>
            <code className={styles.secret} data-testid="one-time-password">
              {issued.password}
            </code>
          </p>
          <Button variant="secondary" onClick={() => setIssued(null)}>
            Done
          </Button>
        </div>
      ) : null}
      <StaffTable caption="Staff members" columns={['Name', 'Role', 'Locations', 'Status', 'Actions']}>
        {(members ?? []).map((member) => (
          <tr key={member.id}>
            <td>
              {member.display_name}
              <br />
              <span className={styles.muted}>{member.email}</span>
            </td>
            <td>{ROLE_LABELS[member.role]}</td>
            <td>
              {member.role === 'admin'
                ? 'All locations'
                : member.location_ids.map((id) => names.get(id) ?? id).join(', ')}
            </td>
            <td>{member.disabled ? 'Disabled' : member.must_change_password ? 'Awaiting first sign-in' : 'Active'}</td>
            <td>
              {member.id === session.staff.id ? (
                <span className={styles.muted}>You</span>
              ) : (
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(editing === member.id ? null : member.id)}
                    aria-expanded={editing === member.id}
                    aria-label={`Edit ${member.display_name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void toggleDisabled(member)}
                    aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.display_name}`}
                  >
                    {member.disabled ? 'Enable' : 'Disable'}
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
      {editing && members?.some((m) => m.id === editing) ? (
        <StaffMemberEdit
          member={members.find((m) => m.id === editing)!}
          locations={session.locations}
          onDone={(text) => (setEditing(null), setMessage(text), load())}
        />
      ) : null}
      <h2 className={styles.subtitle}>Add a staff member</h2>
      <StaffMemberForm
        key={issued?.email ?? 'new'}
        idPrefix="new-staff"
        isNew
        locations={session.locations}
        initial={{ email: '', display_name: '', role: 'staff', location_ids: [] }}
        submitLabel="Add staff member"
        onSubmit={async (values) => {
          const reply = await addStaffMember(values);
          setIssued({ email: reply.data.member.email, password: reply.data.one_time_password });
          setMessage(`${reply.data.member.display_name} was added.`);
          load();
        }}
      />
    </section>
  );
}
