// Storage of search documents, the same on every dialect (engines add their own index over it).
import type { Executor, SearchDocument, SearchEngine } from './engine.ts';
import { MARK_END, MARK_START } from './engine.ts';

const clean = (text: string): string => text.replaceAll(MARK_START, ' ').replaceAll(MARK_END, ' ');

export async function upsertDocument(executor: Executor, doc: SearchDocument): Promise<void> {
  const row = {
    url: doc.url,
    section: doc.section,
    title: clean(doc.title),
    description: clean(doc.description),
    body: clean(doc.body),
    thumbnail: doc.thumbnail,
    date: doc.date,
  };
  await executor
    .insertInto('search_documents')
    .values({ kind: doc.kind, ref_id: doc.refId, ...row })
    .onConflict((oc) => oc.columns(['kind', 'ref_id']).doUpdateSet(row))
    .execute();
}

export async function removeDocument(executor: Executor, kind: string, refId: number): Promise<void> {
  await executor.deleteFrom('search_documents').where('kind', '=', kind).where('ref_id', '=', refId).execute();
}

/** The engines' writes, counted: the count moves before and after each write, so an answer read during one is not kept as current. */
export function countedWrites(): Pick<SearchEngine, 'upsert' | 'remove' | 'version'> {
  let version = 0;
  const counted = async (write: () => Promise<void>) => {
    version += 1;
    try {
      await write();
    } finally {
      version += 1;
    }
  };
  return {
    upsert: (executor, document) => counted(() => upsertDocument(executor, document)),
    remove: (executor, kind, refId) => counted(() => removeDocument(executor, kind, refId)),
    version: () => version,
  };
}
