import { z } from 'zod';
import { addItem, collectionLockKey, DATA_ERROR_CODES, deleteItem, replaceItem, storedItem, type DataItem } from '../domains/data/access';
import type { Emulator } from '../engine/emulator';
import { errorAnswer, jsonAnswer } from './answers';
import type { ApiRoute } from './api-route';
import { redactedView } from './data-view';
import { parseInput } from './parse-input';
import { readJson } from './read-json';
import { refusalAnswer, type RefusalCodes } from './refusal-answer';
import { restoreRedacted } from './restore-redacted';

const name = z.string().min(1).max(256);
const insertInput = z.object({ collection: name, item: z.unknown() }).strict();
const updateInput = z.object({ collection: name, id: name, item: z.unknown() }).strict();
const removeInput = z.object({ collection: name, id: name }).strict();

/** The data domain's refusals, as the console answers them. */
const ITEM_REFUSALS: RefusalCodes = {
  [DATA_ERROR_CODES.noCollection]: [400, 'UNKNOWN_COLLECTION'],
  [DATA_ERROR_CODES.noItem]: [404, 'ITEM_NOT_FOUND'],
  [DATA_ERROR_CODES.exists]: [409, 'ITEM_EXISTS'],
};

/** The data routes name the item `dataItem.data`; the console's body calls it `item`. */
const asConsoleField = (field: string) => field.replace(/^dataItem\.data/, 'item');

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const notAnObject = () => errorAnswer(400, 'INVALID_ITEM', 'item must be a JSON object (field names and their values)');

/**
 * Runs one item edit under its collection's lock, as the data write routes run: answers the item as
 * the Data view shows it, or the domain's refusal (nothing is written then).
 */
async function editUnderLock(emulator: Emulator, collection: string, edit: () => DataItem): Promise<Response> {
  try {
    // `data` is the data domain's name: its write routes take their locks in that domain.
    const item = await emulator.withLock('data', collectionLockKey(collection), edit);
    return jsonAnswer({ item: redactedView(item) });
  } catch (error) {
    const answer = refusalAnswer(error, ITEM_REFUSALS, 'INVALID_ITEM', asConsoleField);
    if (answer) return answer;
    throw error;
  }
}

/**
 * The Data view's item edits: add (`data/items/insert`), replace (`data/items/update`) and delete
 * (`data/items/remove`) an item of a data collection, with the rights of the site owner.
 */
export const itemEditRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/_emulator/api/data/items/insert',
    action: async (emulator, request) => {
      const input = parseInput(insertInput, await readJson(request));
      if (input instanceof Response) return input;
      const item = input.item;
      if (!isPlainObject(item)) return notAnObject();
      return editUnderLock(emulator, input.collection, () => addItem(emulator.engine, input.collection, item));
    },
  },
  {
    method: 'POST',
    path: '/_emulator/api/data/items/update',
    action: async (emulator, request) => {
      const input = parseInput(updateInput, await readJson(request));
      if (input instanceof Response) return input;
      const { collection, id, item } = input;
      if (!isPlainObject(item)) return notAnObject();
      if (Object.hasOwn(item, '_id') && item['_id'] !== id) return errorAnswer(400, 'INVALID_ITEM', `item._id must stay ${id} (add a new item for another id)`);
      return editUnderLock(emulator, collection, () => {
        // The form starts from the redacted view: what it left as shown keeps its stored value.
        const stored = storedItem(emulator.engine, collection, id);
        const edited = stored ? (restoreRedacted(item, stored) as Record<string, unknown>) : item;
        return replaceItem(emulator.engine, collection, id, edited);
      });
    },
  },
  {
    method: 'POST',
    path: '/_emulator/api/data/items/remove',
    action: async (emulator, request) => {
      const input = parseInput(removeInput, await readJson(request));
      if (input instanceof Response) return input;
      return editUnderLock(emulator, input.collection, () => deleteItem(emulator.engine, input.collection, input.id));
    },
  },
];
