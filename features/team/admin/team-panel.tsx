import { Boxes, Plus, Users } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { PHOTO_MAX_BYTES } from "../team-photos";
import { roleLabels } from "~/features/staff-session";
import { toast } from "~/ui/toaster";
import type { TeamAdminServer, TeamData, TeamMember, TeamResource } from "./team-data";
import { Badge } from "~/ui/admin/badge";
import { ConfirmDialog } from "~/ui/admin/confirm-dialog";
import { formatDateTime } from "~/ui/admin/dates";
import { EmptyState } from "~/ui/admin/empty-state";
import { lazyPart } from "~/ui/admin/lazy-part";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";
import { useServiceName } from "./service-choice";
import { weekSummary } from "./team-words";

const MemberDialog = lazyPart(() => import("./member-dialog").then((module) => module.MemberDialog));
const HoursDialog = lazyPart(() => import("./hours-dialog").then((module) => module.HoursDialog));
const ResourceDialog = lazyPart(() => import("./resource-dialog").then((module) => module.ResourceDialog));

type Open = { kind: "member"; member?: TeamMember } | { kind: "hours"; member: TeamMember } | { kind: "resource"; resource?: TeamResource } | { kind: "active"; member: TeamMember };

/**
 * The owner's team (DESIGN 10, issue 22): who works here, in which role, doing what and when, with their invitations;
 * and the rooms and machines bookings take. Each change goes through the staff API's rules and is audited.
 */
export function TeamPanel({ team }: { team: TeamData | undefined }) {
  const [open, setOpen] = useState<Open>();
  const opener = useRef<HTMLElement | null>(null);
  const serviceName = useServiceName();
  const show = (next: Open) => (event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
    setOpen(next);
  };
  const close = () => setOpen(undefined);
  const returnFocus = () => (opener.current?.isConnected ? opener.current : document.getElementById("team-heading"));
  if (!team) return <p className="text-muted">Loading the team…</p>;
  return (
    <div className="grid gap-12">
      <section aria-labelledby="team-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="team-heading" tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
              Team
            </h2>
            <p className="mt-1 max-w-3xl text-muted">Each member's role, the services she does and her hours. A new member is emailed a link to choose her password.</p>
          </div>
          <button type="button" className="btn-primary" onClick={show({ kind: "member" })}>
            <Plus aria-hidden="true" size={18} />
            Add a member
          </button>
        </div>
        {team.members.length === 0 ? (
          <div className="mt-5">
            <EmptyState icon={Users} title="No one on the team yet" text="Add the first member: she is emailed a link to set her password." />
          </div>
        ) : (
          <ul className="mt-5 grid gap-4">
            {team.members.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} serviceName={serviceName} onEdit={show({ kind: "member", member })} onHours={show({ kind: "hours", member })} onActive={show({ kind: "active", member })} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="resources-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="resources-heading" className="text-2xl font-semibold">
              Rooms and machines
            </h2>
            <p className="mt-1 max-w-3xl text-muted">A booking of a service that needs one takes it for its time, so two clients never share it.</p>
          </div>
          <button type="button" className="btn-secondary" onClick={show({ kind: "resource" })}>
            <Plus aria-hidden="true" size={18} />
            Add a room or machine
          </button>
        </div>
        {team.resources.length === 0 ? (
          <div className="mt-5">
            <EmptyState icon={Boxes} title="No rooms or machines" text="Add one when a service needs a room or a machine of its own." />
          </div>
        ) : (
          <ul className="mt-5 grid gap-4 md:grid-cols-2">
            {team.resources.map((resource) => (
              <li key={resource.id} className="rounded-3xl border border-blush-200 bg-white p-5">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-xl font-semibold">{resource.name}</h3>
                  <Badge tone="plum" label="Kind">
                    {resource.kind === "room" ? "Room" : "Machine"}
                  </Badge>
                  {!resource.active && (
                    <Badge tone="grey" label="State">
                      Not in use
                    </Badge>
                  )}
                </div>
                <p className="mt-2 text-sm">
                  <span className="font-medium">Needed for: </span>
                  {resource.services.length ? resource.services.map(serviceName).join(", ") : "no service yet"}
                </p>
                <button type="button" className="btn-secondary mt-3" onClick={show({ kind: "resource", resource })}>
                  Edit <span className="sr-only">{resource.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Suspense fallback={null}>
        {open?.kind === "member" && <MemberDialog open member={open.member} onClose={close} returnFocus={returnFocus} />}
        {open?.kind === "hours" && <HoursDialog open member={open.member} studioHours={team.studioHours} onClose={close} returnFocus={returnFocus} />}
        {open?.kind === "resource" && <ResourceDialog open resource={open.resource} onClose={close} returnFocus={returnFocus} />}
      </Suspense>
      {open?.kind === "active" && <ActiveDialog member={open.member} onClose={close} returnFocus={returnFocus} />}
    </div>
  );
}

function MemberCard({ member, serviceName, onEdit, onHours, onActive }: { member: TeamMember; serviceName: (slug: string) => string; onEdit: (event: { currentTarget: HTMLElement }) => void; onHours: (event: { currentTarget: HTMLElement }) => void; onActive: (event: { currentTarget: HTMLElement }) => void }) {
  const invite = useFetcher<TeamAdminServer["inviteAgain"]>();
  useFetcherDone(invite, (answer) =>
    toast(answer.ok ? { title: "Invitation sent again", description: `To ${answer.sentTo}. The link sent before no longer works.` } : { title: "Not sent", description: answer.message, variant: "destructive" }),
  );
  const week = weekSummary(member.hours);
  return (
    <article aria-labelledby={`member-${member.id}`} className="rounded-3xl border border-blush-200 bg-white p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`member-${member.id}`} className="text-xl font-semibold">
          {member.name}
        </h3>
        <Badge tone="plum" label="Role">
          {roleLabels[member.role]}
        </Badge>
        {!member.active ? (
          <Badge tone="grey" label="Account">
            Deactivated
          </Badge>
        ) : member.joined ? (
          <Badge tone="green" label="Account">
            Signed up
          </Badge>
        ) : (
          <Badge tone="yellow" label="Account">
            Invited
          </Badge>
        )}
      </div>
      {member.email && <p className="mt-1 text-sm text-muted">{member.email}</p>}
      {member.bio && <p className="mt-2">{member.bio}</p>}
      <dl className="mt-3 grid gap-1 text-sm">
        <div>
          <dt className="inline font-medium">Services: </dt>
          <dd className="inline">{member.services.length ? member.services.map(serviceName).join(", ") : "none yet"}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Hours: </dt>
          <dd className="inline">{week || "none yet: she cannot be booked until she has some"}</dd>
        </div>
        {member.invitation && (
          <div>
            <dt className="inline font-medium">Invitation: </dt>
            <dd className="inline">{member.invitation.expiresAt ? `link works until ${formatDateTime(member.invitation.expiresAt)}` : "waiting to be sent"}</dd>
          </div>
        )}
      </dl>
      <PhotoForms member={member} />
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={onEdit}>
          Edit <span className="sr-only">{member.name}</span>
        </button>
        <button type="button" className="btn-secondary" onClick={onHours}>
          Hours <span className="sr-only">of {member.name}</span>
        </button>
        {member.active && !member.joined && member.email && (
          <button type="button" className="btn-secondary disabled:opacity-70" disabled={invite.state !== "idle"} onClick={() => void invite.submit({}, { method: "post", action: `/admin/team/members/${member.id}/invitation`, encType: "application/json" })}>
            Send invitation again <span className="sr-only">to {member.name}</span>
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={onActive}>
          {member.active ? "Deactivate" : "Reactivate"} <span className="sr-only">{member.name}</span>
        </button>
      </div>
    </article>
  );
}

/**
 * Her photo on /book (docs/decisions/0075): plain forms that post the file as they are, with or without JavaScript;
 * the server checks what the file is and comes back to her card.
 */
function PhotoForms({ member }: { member: TeamMember }) {
  const action = `/admin/team/members/${member.id}/photo`;
  const hint = `photo-hint-${member.id}`;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      {member.photo ? (
        <img src={member.photo} alt={`Photo of ${member.name}`} width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded-full bg-blush-50 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-blush-100 font-display text-2xl font-semibold text-plum-800">
          {member.name.trim().charAt(0)}
        </span>
      )}
      <form method="post" action={action} encType="multipart/form-data" className="grid gap-2">
        <label className="grid gap-1 text-sm font-medium">
          <span>
            {member.photo ? "A new photo" : "Her photo"} <span className="sr-only">of {member.name}</span>
          </span>
          <input type="file" name="photo" accept="image/jpeg,image/png,image/webp" required aria-describedby={hint} className="max-w-full text-sm" />
        </label>
        <p id={hint} className="text-sm text-muted">
          JPEG, PNG or WebP, up to {PHOTO_MAX_BYTES / 1024 / 1024} MB; shown round beside her name on /book.
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-secondary">
            Upload photo <span className="sr-only">of {member.name}</span>
          </button>
        </div>
      </form>
      {member.photo && (
        <form method="post" action={action}>
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="btn-secondary">
            Remove photo <span className="sr-only">of {member.name}</span>
          </button>
        </form>
      )}
    </div>
  );
}

/** Deactivating ends her sessions at once; reactivating lets her sign in again. Confirmed first either way. */
function ActiveDialog({ member, onClose, returnFocus }: { member: TeamMember; onClose: () => void; returnFocus: () => HTMLElement | null | undefined }) {
  const fetcher = useFetcher<TeamAdminServer["saveMember"]>();
  useFetcherDone(fetcher, (answer) => {
    if (!answer.ok) {
      toast({ title: `${member.name} was not changed`, description: answer.message, variant: "destructive" });
    } else if (member.active) {
      toast({
        title: `${member.name} deactivated`,
        description: answer.affected === 0 ? "She is signed out and cannot sign in." : `She is signed out. ${answer.affected} of her bookings to come need someone else: move them from the diary.`,
        variant: answer.affected === 0 ? "default" : "destructive",
      });
    } else {
      toast({ title: `${member.name} reactivated`, description: "She can sign in again." });
    }
    onClose();
  });
  return (
    <ConfirmDialog
      open
      title={member.active ? `Deactivate ${member.name}?` : `Reactivate ${member.name}?`}
      confirmLabel={member.active ? "Deactivate" : "Reactivate"}
      keepLabel="Keep as it is"
      working={fetcher.state !== "idle"}
      onConfirm={() => void fetcher.submit({ active: !member.active }, { method: "post", action: `/admin/team/members/${member.id}`, encType: "application/json" })}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <p>{member.active ? "She is signed out at once and cannot sign in. Her bookings to come stay in the diary for you to move." : "She can sign in again with her password."}</p>
    </ConfirmDialog>
  );
}
