// Replies, the demo user's recent activity and reports of the sample world. Replies are picked per
// post from its topic, so a comment always fits the post it is under.
import type { Topic } from './seed-posts';

export const REPLIES: Record<Topic, string[]> = {
  water: [
    'Same here, not a drop since morning.',
    'The tanker came at 11, but the pressure is still very low.',
    'Please raise it with the facility manager, this has happened three times now.',
    'We need a water meter for every flat, then people will stop wasting it.',
    'Storing two buckets tonight, thanks for the heads-up.',
    'Is the sump cleaning schedule posted anywhere?',
  ],
  power: [
    'Our inverter died after the second cut.',
    'The DG should start within 30 seconds, not 10 minutes. Please check the changeover.',
    'Same in our block. Laptop battery is my only hope today.',
    'Thanks for the notice, will plan the day around it.',
    'Can we ask for a diesel level log on the notice board?',
  ],
  security: [
    'Good step. Safety first.',
    'The night shift guards were asleep at 2 am yesterday, I have a photo.',
    'Please also fix the boom barrier at Gate 2.',
    'Thank you to the guards, they do a tough job.',
    'Can the visitor app send a notification to residents?',
  ],
  maintenance: [
    'Can we see the vendor quotations before the meeting?',
    'Fair enough if the services actually improve.',
    'Thanks for being so transparent with the accounts.',
    'Count me in for the meeting.',
    'The STP smell reaches the 4th floor, please prioritise it.',
  ],
  clean: [
    'Great work, everyone!',
    'Our block is starting segregation next week.',
    'Can we put up the bin colour chart near the lifts?',
    'The housekeeping team deserves a bonus this Diwali.',
    'I will join the next drive with my kids.',
    'Mixed waste is still a problem in our tower.',
  ],
  parking: [
    'Same problem in our basement.',
    'Security should keep a list of visitor cars with flat numbers.',
    'Clamping is the only thing that works.',
    'Please paint the slot numbers again, they have faded.',
    'Can we use the empty plot near Gate 3 for visitors?',
  ],
  noise: [
    'Agreed, the rules say 9 am to 6 pm for interior work.',
    'Happens in our block too.',
    'Let us put up a notice with the permitted hours.',
    'Please be a little considerate, some of us have exams at home.',
  ],
  lift: [
    'Scary! Is the AMC vendor even doing monthly checks?',
    'The emergency alarm in that lift does not work either.',
    'Senior citizens should get priority until it is fixed.',
    'Raised a complaint on the facility app as well.',
    'We need a lift technician on site, not on call.',
  ],
  event: [
    'Wonderful! Count me in.',
    'The kids loved it, thank you for organising.',
    'What time does it start?',
    'Can residents of other societies join too?',
    'Photos please!',
    'I can help with the arrangements.',
  ],
  fitness: [
    'Finally! Signing up for the induction.',
    'Is there a trainer in the evenings too?',
    'See you on the lawn tomorrow.',
    'This is the best thing the society has done this year.',
  ],
  group: ['Thanks for sharing!', 'Sounds good, I am in.', 'Will check and let you know.'],
  spam: ['Please stop posting ads here.', 'This group is not for business promotions.'],
};

/** What others did to the demo user's posts and profile, newest first; each becomes a notification. */
export interface DemoEvent {
  type: 'comment' | 'like' | 'repost' | 'follow' | 'join' | 'mention';
  actor: string;
  /** How long ago; a 'mention' happens when its post was written, whatever this says. */
  ago: string;
  /** The key of the demo user's post (or, for 'mention', the post that mentions them). */
  post?: string;
  /** For 'comment': the text of the comment record it creates. */
  comment?: string;
  /** For 'join': the index + 1 of the group the demo user administers. */
  groupId?: number;
}

// The three newest are unread: the notification badge first reads 3
// (docs/product.md#notifications).
export const UNREAD_DEMO_EVENTS = 3;
// One record per line: a table to read, not code to format.
// prettier-ignore
export const DEMO_EVENTS: DemoEvent[] = [
  { type: 'comment', actor: 'priya_sharma', ago: '35m', post: 'demoWater', comment: 'Noted! The plumber is coming tomorrow morning to check the booster pump.' },
  { type: 'mention', actor: 'priya_sharma', ago: '80m', post: 'mentionsDemo' },
  { type: 'like', actor: 'rohan_kulkarni', ago: '2h', post: 'demoWater' },
  { type: 'follow', actor: 'ananya_joshi', ago: '7h' },
  { type: 'like', actor: 'neha_gupta', ago: '26h', post: 'demoThanks' },
  { type: 'comment', actor: 'vikram_deshpande', ago: '30h', post: 'demoThanks', comment: 'Agreed, they were at it from 6 am. Let us put up a thank-you note at the gate.' },
  { type: 'join', actor: 'ananya_joshi', ago: '2d', groupId: 5 },
  { type: 'follow', actor: 'meera_nair', ago: '3d' },
  { type: 'comment', actor: 'dhruv_patel', ago: '4d', post: 'demoIdea', comment: 'Yes please! Riverside would add a dozen names on day one.' },
  { type: 'repost', actor: 'kiran_gowda', ago: '4.2d', post: 'demoIdea' },
  { type: 'like', actor: 'harpreet_kaur', ago: '4.6d', post: 'demoIdea' },
  { type: 'join', actor: 'vikram_deshpande', ago: '6d', groupId: 5 },
  { type: 'follow', actor: 'divya_krishnan', ago: '10d' },
  { type: 'repost', actor: 'rohan_kulkarni', ago: '17d', post: 'demoCricket' },
];

/** Posts the demo user liked, reposted or saved on purpose (more likes come at random). */
export const DEMO_LIKES = ['bloodCamp', 'segregationTip', 'mentionsDemo'];
export const DEMO_REPOSTS = ['cctvUpgrade', 'bloodCamp'];
export const DEMO_SAVED = ['bloodCamp', 'cctvUpgrade', 'segregationTip', 'liftStuck'];

export interface ReportSeed {
  reporter: string;
  post: string;
  reason: 'spam' | 'misinformation';
  description: string;
  ago: string;
}

// prettier-ignore
export const REPORTS: ReportSeed[] = [
  { reporter: 'pooja_srivastava', post: 'spamKitchen', reason: 'spam', description: 'He posts ads for his interiors business every day.', ago: '17h' },
  { reporter: 'sourav_banerjee', post: 'spamRent', reason: 'misinformation', description: 'Says no brokerage, then asks for a fee. Misleading.', ago: '4d' },
];
