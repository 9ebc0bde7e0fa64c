/** The few PouchDB calls the club sync makes (src/club/pouch.ts); PouchDB 9 ships no types. */
declare module 'pouchdb-core' {
  interface ReplicationInfo {
    ok: boolean;
    docs_read: number;
    docs_written: number;
    doc_write_failures: number;
    errors: unknown[];
  }
  /** A replication running: its progress after each batch, and a cancel. */
  export interface Replication extends Promise<ReplicationInfo> {
    on(
      event: 'change',
      listener: (info: { docs_read: number; docs_written: number; pending?: number }) => void,
    ): void;
    cancel(): void;
  }
  interface AllDocsRow {
    id: string;
    value: { rev: string };
    doc?: Record<string, unknown> & { _conflicts?: string[] };
  }
  interface BulkResult {
    ok?: boolean;
    id?: string;
    error?: boolean | string;
    status?: number;
    name?: string;
  }
  class PouchDB {
    constructor(name: string, options?: Record<string, unknown>);
    static plugin(plugin: unknown): typeof PouchDB;
    static replicate(from: PouchDB, to: PouchDB, options?: Record<string, unknown>): Replication;
    /** The database's identity (replaced for the server: its address). */
    id: () => Promise<string>;
    /** The database's information (replaced for the server: the probe's answer). */
    info: () => Promise<unknown>;
    /** Of these revisions, those the database lacks, by id. */
    revsDiff(revs: Record<string, string[]>): Promise<Record<string, { missing: string[] }>>;
    allDocs(options: Record<string, unknown>): Promise<{ rows: AllDocsRow[] }>;
    get(id: string, options?: Record<string, unknown>): Promise<Record<string, unknown>>;
    bulkDocs(docs: unknown[]): Promise<BulkResult[]>;
    close(): Promise<void>;
  }
  export default PouchDB;
}
declare module 'pouchdb-adapter-indexeddb' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-adapter-http' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-replication' {
  const plugin: unknown;
  export default plugin;
}
