import type { TestServer } from './server';
import { withDatabase } from './sql';

/**
 * Tables shaped like PostgREST's documentation and spec fixtures (clients/projects/tasks, a
 * many-to-many through a junction, a self-reference, two keys to the same table, a one-to-one,
 * JSON data, computed fields and relationships), created through the database for the embedding
 * tests and granted to anon and authenticated. Not part of the migrations.
 */
export const embedSchema = `
create table public.clients (id int primary key, name text not null);
create table public.projects (id int primary key, name text not null, client_id int references public.clients (id));
create table public.tasks (id int primary key, name text not null, project_id int references public.projects (id));
create table public.users (id int primary key, name text not null);
create table public.users_tasks (
  user_id int references public.users (id), task_id int references public.tasks (id),
  primary key (user_id, task_id));
create table public.project_specs (project_id int primary key references public.projects (id), camera text);
create table public.employees (id int primary key, name text not null, supervisor_id int references public.employees (id));
create table public.people (id int primary key, name text not null);
create table public.message (
  id int primary key, body text not null,
  sender int constraint message_sender_fkey references public.people (id),
  recipient int constraint message_recipient_fkey references public.people (id));
create table public.docs (id int primary key, data jsonb, "my col" text, amount numeric, client_id int references public.clients (id));
create table public.bulk (id int primary key, client_id int references public.clients (id));
create function public.shout(public.people) returns text language sql stable as $$ select upper($1.name) $$;
create function public.sent_messages(public.people) returns setof public.message language sql stable
  as $$ select * from public.message where sender = $1.id $$;
create function public.first_client(public.projects) returns setof public.clients rows 1 language sql stable
  as $$ select * from public.clients where id = $1.client_id $$;

insert into public.clients values (1, 'Microsoft'), (2, 'Apple'), (3, 'Nobody');
insert into public.projects values (1, 'Windows 7', 1), (2, 'Windows 10', 1), (3, 'IOS', 2), (4, 'OSX', 2), (5, 'Orphan', null);
insert into public.tasks values (1, 'Design w7', 1), (2, 'Code w7', 1), (3, 'Design w10', 2), (4, 'Code w10', 2),
  (5, 'Design IOS', 3), (6, 'Code IOS', 3), (7, 'Design OSX', 4);
insert into public.users values (1, 'Angela Martin'), (2, 'Michael Scott'), (3, 'Dwight Schrute');
insert into public.users_tasks values (1, 1), (1, 2), (1, 3), (1, 4), (2, 5), (2, 6), (2, 7), (3, 1), (3, 5);
insert into public.project_specs values (1, 'Canon'), (3, 'Nikon');
insert into public.employees values (1, 'Boss', null), (2, 'Mid', 1), (3, 'Low', 2), (4, 'Other mid', 1);
insert into public.people values (1, 'John'), (2, 'Jane');
insert into public.message values (1, 'Hello Jane', 1, 2), (2, 'Hi John', 2, 1), (3, 'How are you doing?', 1, 2);
insert into public.docs values
  (1, '{"a": {"b": "x", "n": 2}, "tags": ["red", "blue"], "c": "v"}', 'first', 10, 1),
  (2, '{"a": {"b": "y", "n": 1}, "tags": ["green"], "c": "w"}', 'second', 5.5, 1),
  (3, '{"a": {"b": "z", "n": 3}, "tags": [], "c": "v"}', 'third', 1, 2);
insert into public.bulk select g, 3 from generate_series(1, 1200) g;

grant select on public.clients, public.projects, public.tasks, public.users, public.users_tasks,
  public.project_specs, public.employees, public.people, public.message, public.docs, public.bulk
  to anon, authenticated;
grant insert, update, delete on public.tasks to anon, authenticated;
`;

/** Creates the tables on the server's database and restarts it, so its schema cache sees them. */
export async function createEmbedSchema(server: TestServer): Promise<void> {
  await withDatabase(server, embedSchema);
  // PGlite's withDatabase restarts the server already; PostgreSQL's does not.
  if (server.dbEnv.DATABASE_URL) {
    await server.halt();
    await server.restart();
  }
}
