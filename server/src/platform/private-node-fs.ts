import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Read and write for the owner only: what PostgreSQL gives its own files (and 0700 folders). */
const NOT_FOR_OTHERS = 0o077;

/** The two operations of Emscripten's NODEFS that set a file's mode on disk. */
interface ModeOps {
  mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown;
  setattr: (node: unknown, attr: { mode?: number }) => void;
}

function hasModeOps(ops: unknown): ops is ModeOps {
  const candidate = ops as Partial<ModeOps> | null;
  return typeof candidate?.mknod === 'function' && typeof candidate.setattr === 'function';
}

/**
 * PGlite's files on disk, made private. Its Emscripten file system ignores the mode PostgreSQL
 * asks for and creates every file 0666, so a copy or backup of the data folder would carry them
 * world-writable; here each mode it writes loses the group's and others' bits, in this database's
 * own file system only (the process's `fs` and umask are left alone).
 */
export class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const makePrivate = (mod: { NODEFS: { node_ops?: unknown } }) => {
      const ops = mod.NODEFS.node_ops;
      if (!hasModeOps(ops)) throw new Error('PGlite file system: no node operations to wrap');
      const { mknod, setattr } = ops;
      ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~NOT_FOR_OTHERS, dev);
      ops.setattr = (node, attr) =>
        setattr(
          node,
          attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~NOT_FOR_OTHERS },
        );
    };
    // First, so the folder is mounted through the wrapped operations.
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [makePrivate, ...(emscriptenOpts.preRun ?? [])],
      },
    };
  }
}
