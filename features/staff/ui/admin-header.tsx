import { LoaderCircle, LogOut, UserRound } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/app/ui/toaster";
import { adminCall } from "./admin-api";

/** Who is signed in, and the way out: the session ends on the server, then the sign-in page. */
export function AdminHeader({ username }: { username: string }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    const answer = await adminCall<void>("/api/auth/logout", { method: "POST" });
    if (!answer.ok) {
      setLeaving(false);
      toast({ title: "Could not sign out", description: answer.message, variant: "destructive" });
      return;
    }
    navigate("/admin/login", { replace: true });
  }

  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Staff</p>
        <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">Studio dashboard</h1>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-2 text-muted">
          <UserRound aria-hidden="true" size={18} />
          Signed in as <span className="font-semibold text-ink">{username}</span>
        </p>
        <button type="button" onClick={() => void signOut()} disabled={leaving} className="btn-secondary disabled:cursor-wait disabled:opacity-70">
          {leaving ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : <LogOut aria-hidden="true" size={18} />}
          Sign out
        </button>
      </div>
    </header>
  );
}
