import { createClient, isCall, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { badInputTable, NONE, wireServer, type BadInputCase } from '@sitekit/testing';
import * as files from './files/index';

const wire = wireServer();
const client = () => createClient({ modules: { files }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false });

// Input of the wrong type is a ValidationError before any request: nothing goes out half-done.
const cases: BadInputCase<any>[] = [
  ['generateFilesDownloadUrl()', (c) => c.generateFilesDownloadUrl()],
  ['generateFilesDownloadUrl([])', (c) => c.generateFilesDownloadUrl([])],
  ['generateFileDownloadUrl("")', (c) => c.generateFileDownloadUrl('')],
  ['generateFileDownloadUrl(id, 42)', (c) => c.generateFileDownloadUrl('f1', 42)],
  ['getFileDescriptor()', (c) => c.getFileDescriptor()],
  ['getFileDescriptor(42)', (c) => c.getFileDescriptor(42)],
  ['getFileDescriptors("f1")', (c) => c.getFileDescriptors('f1')],
  ['updateFileDescriptor()', (c) => c.updateFileDescriptor()],
  ['updateFileDescriptor({ displayName })', (c) => c.updateFileDescriptor({ displayName: 'x' })],
  ['generateFileUploadUrl()', (c) => c.generateFileUploadUrl()],
  ['generateFileUploadUrl(mime, "x")', (c) => c.generateFileUploadUrl('image/png', 'x')],
  ['generateFileResumableUploadUrl(null)', (c) => c.generateFileResumableUploadUrl(null)],
  ['importFile({})', (c) => c.importFile({})],
  ['importFile(url, 42)', (c) => c.importFile('https://e/a.png', 42)],
  ['bulkImportFiles([])', (c) => c.bulkImportFiles([])],
  ['bulkImportFile(null)', (c) => c.bulkImportFile(null)],
  ['bulkImportFile([req], 42)', (c) => c.bulkImportFile([{ url: 'u' }], 42)],
  ['listFiles(42)', (c) => c.listFiles(42)],
  ['listDeletedFiles("x")', (c) => c.listDeletedFiles('x')],
  ['searchFiles(42)', (c) => c.searchFiles(42)],
  ['generateVideoStreamingUrl("")', (c) => c.generateVideoStreamingUrl('')],
  ['bulkDeleteFiles([])', (c) => c.bulkDeleteFiles([])],
  ['bulkDeleteFiles(ids, 42)', (c) => c.bulkDeleteFiles(['a'], 42)],
  ['bulkRestoreFilesFromTrashBin()', (c) => c.bulkRestoreFilesFromTrashBin()],
];

/** Wrong values of each argument kind (`NONE`: left out; a query call's query left out is its builder). */
const BAD = {
  id: [NONE, null, {}, 42, ''],
  list: [NONE, null, {}, 42, [], 'f1'],
  file: [NONE, null, 42, 'x', {}],
  options: [null, 42, 'x'],
  query: [null, 42, 'x', []],
};
type Kind = keyof typeof BAD;

badInputTable('files', {
  wire,
  client,
  guards: { isCall, isValidationError },
  reply: { file: { id: 'f1' }, files: [] },
  modules: { files },
  bad: BAD,
  /** Every call of the module: its arguments' kinds, and valid values for them. */
  calls: {
    files: {
      generateFilesDownloadUrl: [['list'], [['f1']]],
      generateFileDownloadUrl: [['id', 'options'], ['f1', {}]],
      generateVideoStreamingUrl: [['id', 'options'], ['f1', {}]],
      getFileDescriptor: [['id'], ['f1']],
      getFileDescriptors: [['list'], [['f1']]],
      updateFileDescriptor: [['file'], [{ _id: 'f1' }]],
      generateFileUploadUrl: [['id', 'options'], ['image/png', {}]],
      generateFileResumableUploadUrl: [['id', 'options'], ['video/mp4', {}]],
      importFile: [['id', 'options'], ['https://example.com/a.png', {}]],
      bulkImportFiles: [['list'], [[{ url: 'https://example.com/a.png' }]]],
      bulkImportFile: [['list', 'options'], [[{ url: 'https://example.com/a.png' }], {}]],
      listFiles: [['options'], [{}]],
      listDeletedFiles: [['options'], [{}]],
      searchFiles: [['options'], [{}]],
      bulkDeleteFiles: [['list', 'options'], [['f1'], {}]],
      bulkRestoreFilesFromTrashBin: [['list'], [['f1']]],
      queryFileDescriptors: [['query'], [{ filter: {} }]],
    },
  } satisfies Record<string, Record<string, [Kind[], unknown[], ((q: any) => unknown)?]>>,
  cases: cases.map(([title, run]): BadInputCase<ReturnType<typeof client>> => [title, (c) => run(c.files)]),
});
