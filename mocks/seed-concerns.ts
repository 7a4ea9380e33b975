// The concerns of the sample world (docs/product.md#concerns): 27 of the 63 feed posts, each with
// the story of its timeline: who said it affects them, what the care team did and when, how its
// author answered. Every status is present, some concerns are overdue and escalated, and the demo
// user has concerns of their own in several states. Pure data; seed-concern-rows.ts turns it into
// records and notifications. Times are ages, relative to the seed's `now`.
import type { ConcernCategory } from '../src/lib/concerns';

/**
 * Who took a step: the concern's author, the manager of its society (the care head for a
 * builder-wide concern), the care head, or a username.
 */
export type StepActor = 'author' | 'manager' | 'head' | (string & {});

export type ConcernStepSeed =
  | {
      to: 'acknowledged' | 'in_progress' | 'resolved' | 'closed' | 'reopened';
      by: StepActor;
      ago: string;
      /** The resolution note (resolved) or the reason (reopened). */
      text?: string;
      rating?: number;
    }
  | { assign: StepActor; by: StepActor; ago: string }
  | { respond: string; by: StepActor; ago: string };

export interface ConcernSeed {
  /** The key of the feed post (seed-posts.ts). */
  post: string;
  category: ConcernCategory;
  place?: string;
  /** Residents who said it affects them too, with when: [username, ago]. */
  affected?: Array<[string, string]>;
  steps?: ConcernStepSeed[];
  /**
   * Resolved and left unanswered for more than a week: closed automatically as of then when the
   * seed is written, as a read would (the others wait for their first read).
   */
  settled?: boolean;
}

// One concern per entry, oldest first within its steps.
export const CONCERNS: ConcernSeed[] = [
  // Open, a few minutes old.
  {
    post: 'liftStuck',
    category: 'lift',
    place: 'Tower 2',
    affected: [
      ['neha_gupta', '5m'],
      ['meera_nair', '4m'],
      ['joseph_dsouza', '3m'],
    ],
  },
  // The demo user's, in progress: the grouped "affected" notification, the newest unread.
  {
    post: 'demoWater',
    category: 'water',
    place: 'A wing',
    affected: [
      ['sneha_patil', '2.8h'],
      ['priya_sharma', '2.75h'],
      ['rohan_kulkarni', '2.7h'],
      ['vikram_deshpande', '2.6h'],
      ['ananya_joshi', '40m'],
    ],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '2.9h' },
      { assign: 'manager', by: 'manager', ago: '2.85h' },
      { to: 'in_progress', by: 'manager', ago: '2.55h' },
      {
        respond:
          'A plumber is booked for tomorrow at 10 am to check the A wing booster pump. Please store some water tonight.',
        by: 'manager',
        ago: '1h',
      },
    ],
  },
  {
    post: 'noWaterT1',
    category: 'water',
    place: 'Tower 1',
    affected: [
      ['meera_nair', '3.5h'],
      ['joseph_dsouza', '3.2h'],
      ['farhan_shaikh', '3h'],
    ],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '3.6h' },
      {
        respond: 'The tanker is stuck on the highway and should reach Tower 1 by 1 pm.',
        by: 'manager',
        ago: '2h',
      },
    ],
  },
  {
    post: 'kBlockPower',
    category: 'electricity',
    place: 'K block',
    affected: [['pooja_srivastava', '10h']],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '10.5h' },
      { assign: 'manager', by: 'manager', ago: '10.4h' },
      { to: 'in_progress', by: 'manager', ago: '9h' },
      {
        respond:
          'The DG changeover switch is being replaced today: after that the backup starts within 30 seconds.',
        by: 'manager',
        ago: '8h',
      },
    ],
  },
  {
    post: 'gateGuards',
    category: 'security',
    place: 'Gate 2',
    affected: [
      ['amit_malhotra', '14h'],
      ['harpreet_kaur', '12h'],
    ],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '14.5h' },
      { assign: 'manager', by: 'manager', ago: '14.4h' },
    ],
  },
  {
    post: 'oBlockNoise',
    category: 'noise',
    place: 'O block',
    affected: [['ishita_chatterjee', '19h']],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '18h' },
      {
        respond:
          'Interior work is allowed from 9 am to 6 pm, Monday to Saturday. We have spoken to the owner of the flat.',
        by: 'manager',
        ago: '17h',
      },
    ],
  },
  // Resolved this morning: its author has "Is this fixed?" to answer.
  {
    post: 'qTowerGarbage',
    category: 'cleanliness',
    place: 'Q tower',
    affected: [
      ['senthil_kumar', '22h'],
      ['karthik_iyer', '21h'],
    ],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '22.5h' },
      { to: 'in_progress', by: 'manager', ago: '20h' },
      {
        to: 'resolved',
        by: 'manager',
        ago: '6h',
        text: 'An extra pickup cleared the bins, and the Q tower bins now have lids.',
      },
    ],
  },
  {
    post: 'borewellDry',
    category: 'water',
    affected: [
      ['kiran_gowda', '29h'],
      ['suresh_hegde', '28h'],
    ],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '28h' },
      { assign: 'manager', by: 'head', ago: '20h' },
      { to: 'in_progress', by: 'manager', ago: '18h' },
    ],
  },
  {
    post: 'suvInSlot',
    category: 'parking',
    place: 'P2-47',
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '38h' },
      {
        to: 'resolved',
        by: 'manager',
        ago: '20h',
        text: 'The SUV belonged to a guest of T3. The slot is clear, and security now keeps a list of visitor cars.',
      },
      { to: 'closed', by: 'author', ago: '10h', rating: 5 },
    ],
  },
  // Open and not acknowledged in time: Level 2.
  { post: 'weddingNoise', category: 'noise', affected: [['sunita_agarwal', '43h']] },
  // A neighbour's open concern in the demo society that the demo user has not marked: Level 3.
  {
    post: 'fireExit',
    category: 'parking',
    place: 'C wing',
    affected: [
      ['priya_sharma', '2.3d'],
      ['vikram_deshpande', '2d'],
    ],
  },
  {
    post: 'kBlockLift',
    category: 'lift',
    place: 'K block',
    affected: [
      ['rahul_verma', '2.9d'],
      ['rakesh_tiwari', '2.5d'],
    ],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '2.9d' },
      { assign: 'manager', by: 'head', ago: '2.5d' },
      { to: 'in_progress', by: 'manager', ago: '2.4d' },
      {
        respond: 'The new motor is on its way from the manufacturer; we expect it on Thursday.',
        by: 'head',
        ago: '1d',
      },
    ],
  },
  {
    post: 'chlorineSmell',
    category: 'water',
    place: 'N block',
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '3.9d' },
      {
        respond:
          'The tank was cleaned on Monday and the smell fades within two days. We should have put up a notice, sorry.',
        by: 'manager',
        ago: '3.8d',
      },
    ],
  },
  {
    post: 'dieselRanOut',
    category: 'electricity',
    affected: [
      ['lakshmi_naidu', '5.9d'],
      ['ravi_varma', '5.8d'],
    ],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '5.9d' },
      {
        to: 'resolved',
        by: 'manager',
        ago: '4d',
        text: 'Diesel is topped up and its level is now logged every day in the DG room.',
      },
      { to: 'closed', by: 'author', ago: '3d', rating: 4 },
    ],
  },
  // Acknowledged, its resolution a little late: Level 2.
  {
    post: 'evCharging',
    category: 'parking',
    place: 'Basement',
    affected: [['amit_malhotra', '7d']],
    steps: [{ to: 'acknowledged', by: 'manager', ago: '7d' }],
  },
  // Reopened: not fixed after all, late again: Level 2.
  {
    post: 'tankerBills',
    category: 'water',
    affected: [
      ['joseph_dsouza', '7.4d'],
      ['meera_nair', '7.3d'],
    ],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '7.3d' },
      {
        to: 'resolved',
        by: 'manager',
        ago: '5d',
        text: 'The municipal connection is sanctioned and the pipeline is laid.',
      },
      {
        to: 'reopened',
        by: 'author',
        ago: '3d',
        text: 'We are still on tankers: the new connection has not given a drop.',
      },
    ],
  },
  {
    post: 'mBlockLift',
    category: 'lift',
    place: 'M block',
    affected: [
      ['deepa_rao', '8.5d'],
      ['kiran_gowda', '8d'],
    ],
    steps: [
      { to: 'acknowledged', by: 'head', ago: '7d' },
      { assign: 'manager', by: 'head', ago: '6.9d' },
      { to: 'in_progress', by: 'manager', ago: '6d' },
    ],
  },
  // Resolved more than a week ago and never answered: closes itself when it is next read.
  {
    post: 'eveningCuts',
    category: 'electricity',
    place: 'K block',
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '9.4d' },
      {
        to: 'resolved',
        by: 'manager',
        ago: '8.5d',
        text: 'The feeder fault at our transformer is repaired.',
      },
    ],
  },
  {
    post: 'bandPractice',
    category: 'noise',
    place: 'Clubhouse',
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '9.7d' },
      { to: 'resolved', by: 'manager', ago: '9d', text: 'Clubhouse bookings now end at 10 pm.' },
      { to: 'closed', by: 'author', ago: '8d', rating: 3 },
    ],
  },
  // The demo user's, reopened.
  {
    post: 'demoFurniture',
    category: 'noise',
    place: 'A wing',
    affected: [['sneha_patil', '9.9d']],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '9.8d' },
      {
        to: 'resolved',
        by: 'manager',
        ago: '6d',
        text: 'A notice about quiet hours after 10 pm went to every A wing flat.',
      },
      {
        to: 'reopened',
        by: 'author',
        ago: '2d',
        text: 'Still the same every night after 11 pm, from the flat above mine.',
      },
    ],
  },
  {
    post: 'bikeRamp',
    category: 'parking',
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '12d' },
      {
        to: 'resolved',
        by: 'manager',
        ago: '10d',
        text: 'The bike bays are repainted, and the guards move two-wheelers off the ramp.',
      },
      { to: 'closed', by: 'author', ago: '9d', rating: 4 },
    ],
  },
  // Builder-wide: residents of every society are affected, past two milestones. Level 3.
  {
    post: 'secondLift',
    category: 'lift',
    affected: [
      ['neha_gupta', '13d'],
      ['meera_nair', '13d'],
      ['joseph_dsouza', '12.5d'],
      ['pooja_srivastava', '12d'],
      ['rahul_verma', '12d'],
      ['gurpreet_singh', '11d'],
      ['karthik_iyer', '11d'],
      ['deepa_rao', '10d'],
      ['suresh_hegde', '10d'],
      ['harpreet_kaur', '9d'],
      ['sourav_banerjee', '8d'],
    ],
    steps: [
      { to: 'acknowledged', by: 'head', ago: '13d' },
      {
        respond:
          'Second service lifts are planned for the Phase 2 towers, and we are studying the existing towers with the lift maker.',
        by: 'head',
        ago: '12d',
      },
    ],
  },
  // The demo user's, resolved 50 minutes ago: their unread "Is this fixed?".
  {
    post: 'demoStp',
    category: 'maintenance',
    place: 'STP',
    affected: [
      ['vikram_deshpande', '15.5d'],
      ['priya_sharma', '15d'],
    ],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '15.9d' },
      { assign: 'manager', by: 'manager', ago: '15.8d' },
      { to: 'in_progress', by: 'manager', ago: '14d' },
      {
        respond: 'The vendor is replacing the blower; the smell should stop within a week.',
        by: 'manager',
        ago: '9d',
      },
      {
        to: 'resolved',
        by: 'manager',
        ago: '50m',
        text: 'The STP blower is replaced and the odour control dosing is running again.',
      },
    ],
  },
  {
    post: 'cycleStolen',
    category: 'security',
    place: 'L block basement',
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '16.9d' },
      {
        to: 'resolved',
        by: 'manager',
        ago: '14d',
        text: 'The basement camera is replaced and recording again.',
      },
      { to: 'closed', by: 'author', ago: '13d', rating: 3 },
    ],
  },
  // A neighbour's concern the demo user said affects them; escalated, handed to the manager by the
  // care head. Level 3.
  {
    post: 'guestParking',
    category: 'parking',
    place: 'Visitor parking',
    affected: [
      ['aarav_mehta', '20d'],
      ['rohan_kulkarni', '19d'],
    ],
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '24d' },
      { assign: 'manager', by: 'head', ago: '10d' },
      { to: 'in_progress', by: 'manager', ago: '9d' },
      {
        respond: 'We are marking 12 more visitor bays near Gate 3; the work starts next week.',
        by: 'manager',
        ago: '4d',
      },
    ],
  },
  {
    post: 'mixedWaste',
    category: 'cleanliness',
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '26d' },
      {
        to: 'resolved',
        by: 'manager',
        ago: '20d',
        text: 'Segregation posters are up, and the collection team returns mixed bags to the flat.',
      },
      { to: 'closed', by: 'author', ago: '19d', rating: 4 },
    ],
  },
  // Resolved, never answered: closed automatically a week later.
  {
    post: 'noAnswerOutage',
    category: 'electricity',
    settled: true,
    steps: [
      { to: 'acknowledged', by: 'manager', ago: '40.5d' },
      {
        to: 'resolved',
        by: 'manager',
        ago: '39d',
        text: "The outage line now rings the duty electrician's phone.",
      },
    ],
  },
];
