-- The diary's window queries name the allocations' end as well as their range (bench/team.md): among years of
-- history, those ending after the window starts are few, and this index lets the planner know it.
CREATE INDEX "allocations_ends_idx" ON "allocations" USING btree ("ends_at") WHERE "allocations"."in_diary";
