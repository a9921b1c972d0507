import { createClient, isCall, isValidationError, StaticTokenStrategy } from '@sitekit/core-runtime';
import { badInputTable, NONE, wireServer, type BadInputCase } from '@sitekit/testing';
import { members } from './members';

const wire = wireServer();
const client = createClient({ modules: { members }, auth: StaticTokenStrategy({ accessToken: 'tok' }), retry: false });

/** Wrong values of each argument kind (`NONE`: left out); a query call's first argument left out is its builder. */
const BAD = {
  id: [NONE, null, {}, 42, ''],
  list: [NONE, null, {}, 42, [], 'm1'],
  object: [NONE, null, 42, 'x', []],
  options: [null, 42, 'x'],
  builder: [null, 42],
};
type Kind = keyof typeof BAD;

/** Hand-written inputs of the wrong type (kept from before the table; some repeat a kind's value in another position). */
const HAND: BadInputCase<any>[] = [
    ['updateCurrentMemberSlug()', (c) => c.updateCurrentMemberSlug()],
    ['updateCurrentMemberSlug(42)', (c) => c.updateCurrentMemberSlug(42)],
    ['updateCurrentMemberSlug(null)', (c) => c.updateCurrentMemberSlug(null)],
    ['updateMemberSlug(undefined, "kim")', (c) => c.updateMemberSlug(undefined, 'kim')],
    ['updateMemberSlug("m1", {})', (c) => c.updateMemberSlug('m1', {})],
    ['getCurrentMember(42)', (c) => c.getCurrentMember(42)],
    ['getMember()', (c) => c.getMember()],
    ['getMember("")', (c) => c.getMember('')],
    ['getMember("m1", "FULL")', (c) => c.getMember('m1', 'FULL')],
    ['listMembers("x")', (c) => c.listMembers('x')],
    ['queryMembers(42)', (c) => c.queryMembers(42)],
    ['queryMembers({ filter: {} }, 42)', (c) => c.queryMembers({ filter: {} }, 42)],
    ['muteMember()', (c) => c.muteMember()],
    ['unmuteMember(7)', (c) => c.unmuteMember(7)],
    ['approveMember(null)', (c) => c.approveMember(null)],
    ['blockMember({})', (c) => c.blockMember({})],
    ['disconnectMember("")', (c) => c.disconnectMember('')],
    ['deleteMember()', (c) => c.deleteMember()],
    ['deleteMyMember("m2")', (c) => c.deleteMyMember('m2')],
    ['bulkDeleteMembers([])', (c) => c.bulkDeleteMembers([])],
    ['bulkDeleteMembers("m1")', (c) => c.bulkDeleteMembers('m1')],
    ['bulkDeleteMembersByFilter()', (c) => c.bulkDeleteMembersByFilter()],
    ['bulkDeleteMembersByFilter({}, 1)', (c) => c.bulkDeleteMembersByFilter({}, 1)],
    ['bulkApproveMembers(null)', (c) => c.bulkApproveMembers(null)],
    ['bulkBlockMembers([])', (c) => c.bulkBlockMembers([])],
    ['createMember(42)', (c) => c.createMember(42)],
    ['updateMember("m1")', (c) => c.updateMember('m1')],
    ['updateMember(undefined, {})', (c) => c.updateMember(undefined, {})],
    ['deleteMemberPhones()', (c) => c.deleteMemberPhones()],
    ['deleteMemberEmails(1)', (c) => c.deleteMemberEmails(1)],
    ['deleteMemberAddresses(null)', (c) => c.deleteMemberAddresses(null)],
];

badInputTable('members wire', {
  wire,
  client: () => client,
  guards: { isCall, isValidationError },
  reply: { member: { id: 'm1' }, members: [] },
  modules: { members },
  bad: BAD,
  /** Every call of the module: its arguments' kinds, and valid values for them. */
  calls: {
    members: {
      getCurrentMember: [['options'], [{}]],
      updateCurrentMemberSlug: [['id'], ['kim']],
      joinCommunity: [[], []],
      leaveCommunity: [[], []],
      deleteMyMember: [['options'], [{}]],
      queryMembers: [['builder', 'options'], [{ filter: {} }, {}]],
      getMember: [['id', 'options'], ['m1', {}]],
      listMembers: [['options'], [{}]],
      muteMember: [['id'], ['m1']],
      unmuteMember: [['id'], ['m1']],
      approveMember: [['id'], ['m1']],
      blockMember: [['id'], ['m1']],
      disconnectMember: [['id'], ['m1']],
      createMember: [['options'], [{}]],
      updateMember: [['id', 'object'], ['m1', {}]],
      updateMemberSlug: [['id', 'id'], ['m1', 'kim']],
      deleteMember: [['id'], ['m1']],
      deleteMemberPhones: [['id'], ['m1']],
      deleteMemberEmails: [['id'], ['m1']],
      deleteMemberAddresses: [['id'], ['m1']],
      bulkDeleteMembers: [['list'], [['m1']]],
      bulkDeleteMembersByFilter: [['object', 'options'], [{}, {}]],
      bulkApproveMembers: [['object'], [{}]],
      bulkBlockMembers: [['object'], [{}]],
    },
  } satisfies Record<string, Record<string, [Kind[], unknown[]]>>,
  cases: HAND.map(([title, run]): BadInputCase<typeof client> => [title, (c) => run(c.members)]),
});
