import { useEffect, useState } from "react";
import { roleLabels, staffRoles, type StaffRole } from "~/features/staff-session";
import { TextAreaField, TextField } from "~/ui/forms/text-field";
import { toast } from "~/ui/toaster";
import type { TeamMember } from "./team-data";
import { FormDialog } from "~/ui/admin/form-dialog";
import { useDialogAction } from "~/ui/admin/use-dialog-action";
import { ServiceChoice } from "./service-choice";

const roleHints: Record<StaffRole, string> = {
  owner: "everything, prices, staff and exports included",
  reception: "the diary, bookings, clients and the desk; refunds within the policy",
  practitioner: "her own diary and her clients; no money",
};

/**
 * Adding a member (she is emailed a link to choose her password) or changing one: name, email, role, the services she
 * does and the line shown beside her name on /book. The server checks every rule and names the field at fault.
 */
export function MemberDialog({ member, open, onClose, returnFocus }: { member?: TeamMember; open: boolean; onClose: () => void; returnFocus: () => HTMLElement | null | undefined }) {
  const [role, setRole] = useState<StaffRole>(member?.role ?? "practitioner");
  const [services, setServices] = useState<string[]>(member?.services ?? []);
  useEffect(() => {
    if (!open) return;
    setRole(member?.role ?? "practitioner");
    setServices(member?.services ?? []);
  }, [open, member]);
  const action = useDialogAction<{ ok: true; name: string; sentTo?: string }>(open, (saved) => {
    toast(
      saved.sentTo
        ? { title: `${saved.name} added`, description: `Her invitation is on its way to ${saved.sentTo}: she chooses her password from its link.` }
        : { title: `${saved.name} saved`, description: "Her role, services and line are changed." },
    );
    onClose();
  });
  return (
    <FormDialog
      open={open}
      wide
      title={member ? `Edit ${member.name}` : "Add a member of the team"}
      description={member ? <p>Her role decides what she may do; her services, what she can be booked for.</p> : <p>She is emailed a link to choose her username and password. Give her hours next, so she can be booked.</p>}
      submitLabel={member ? "Save" : "Add and invite"}
      action={action}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={(form) =>
        action.submit(member ? `/admin/team/members/${member.id}` : "/admin/team/members", {
          name: String(form.get("name") ?? ""),
          email: String(form.get("email") ?? ""),
          role,
          services,
          bio: String(form.get("bio") ?? ""),
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" autoComplete="off" required defaultValue={member?.name} errors={action.fieldErrors.name} />
        <TextField name="email" label="Email" type="email" autoComplete="off" required defaultValue={member?.email ?? ""} errors={action.fieldErrors.email} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-ink">Role</legend>
        {staffRoles.map((choice) => (
          <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-blush-200 px-3 py-2">
            <input type="radio" name="role" value={choice} checked={role === choice} onChange={() => setRole(choice)} className="size-5 shrink-0 accent-plum-700" />
            <span>
              {roleLabels[choice]} <span className="text-sm text-muted">· {roleHints[choice]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <ServiceChoice legend="Services she does" chosen={services} onChange={setServices} error={action.fieldErrors.services?.[0]} />
      <TextAreaField name="bio" label="A line about her (shown on /book)" rows={2} maxLength={200} defaultValue={member?.bio} errors={action.fieldErrors.bio} />
    </FormDialog>
  );
}
