// The posts of the sample world, as residents would write them. `ago` places each post relative to
// the seed's `now` so the demo always looks fresh: plenty in the last 24 hours and 7 days (Explore's
// filters) and the same tags in the period before, so trending hashtags can compare periods.
// Hashtags and mentions are derived from the text by the seed, never listed by hand.

export type Topic =
  | 'water'
  | 'power'
  | 'security'
  | 'maintenance'
  | 'clean'
  | 'parking'
  | 'noise'
  | 'lift'
  | 'event'
  | 'fitness'
  | 'group'
  | 'spam';

export interface PostSeed {
  /** A name seed.ts uses to find notable posts for SEED and for the demo user's events. */
  key?: string;
  by: string;
  /** How long ago: '6m', '3h', '1.5d'. */
  ago: string;
  text: string;
  /** Builder-wide: visible in every society (societyId null). */
  bw?: boolean;
  /** File name under /images/posts/, without extension. */
  image?: string;
  /** Picks fitting replies from seed-replies.ts. */
  topic: Topic;
}

// One record per line: a table to read, not code to format.
// prettier-ignore
export const FEED_POSTS: PostSeed[] = [
  // The last 24 hours.
  { key: 'liftStuck', by: 'farhan_shaikh', ago: '6m', topic: 'lift', image: 'elevator', text: 'Lift 2 in Tower 2 got stuck between the 11th and 12th floor again. Two kids were inside for 15 minutes before the technician arrived. This is the third time this month. #Elevator #Security' },
  { key: 'mentionsDemo', by: 'priya_sharma', ago: '80m', topic: 'water', text: 'Booster pump check for A wing is scheduled for tomorrow at 10 am. Thanks @aarav_mehta for flagging the low pressure. A wing residents, please store some water tonight just in case. #WaterSupply' },
  { key: 'demoWater', by: 'aarav_mehta', ago: '3h', topic: 'water', text: 'Water pressure on the 7th floor of A wing has been very low since Monday. Mornings are the worst, the geyser barely fills. Has anyone else in A wing noticed this? @priya_sharma can we check the booster pump? #WaterSupply' },
  { key: 'noWaterT1', by: 'neha_gupta', ago: '4h', topic: 'water', text: 'No water in Tower 1 since 6 am. The tanker was promised by 9 but nothing yet. Office-goers, please plan accordingly. #WaterSupply' },
  { by: 'harpreet_kaur', ago: '5h', topic: 'fitness', image: 'gym', text: 'The new gym at Residency is finally open! Treadmills, a squat rack and a proper rubber floor. Free induction sessions all this week, 7 to 9 am. #NewGym' },
  { by: 'kiran_gowda', ago: '7h', topic: 'clean', bw: true, image: 'cleanup-drive', text: "Lakeview collected 42 kg of dry waste in this morning's cleanup drive. Thank you to the 30 volunteers who showed up! Which society is next? #CommunityCleanup #Cleanliness" },
  { key: 'bloodCamp', by: 'imran_siddiqui', ago: '9h', topic: 'event', bw: true, image: 'blood-camp', text: 'Blood donation camp this Saturday, 9 am to 2 pm, at the Meadows clubhouse. Residents of all Vasundhara societies are welcome. One unit can save three lives. #BloodDonation #BuilderWide' },
  { key: 'kBlockPower', by: 'rahul_verma', ago: '11h', topic: 'power', text: 'Third power cut of the day in K block and the DG backup took 10 minutes to kick in. Work-from-home folks are really struggling. #PowerCut' },
  { by: 'karthik_iyer', ago: '13h', topic: 'water', text: 'Metro water supply is back at Palms after two days. Please do not wash cars in the basement with it, the sump is still half empty. #WaterSupply' },
  { key: 'gateGuards', by: 'gurpreet_singh', ago: '15h', topic: 'security', text: 'The new guards at Gate 2 are not checking visitor IDs or making entries in the register. Delivery agents walk straight up to the towers. #Security' },
  { key: 'cctvUpgrade', by: 'amit_malhotra', ago: '16h', topic: 'security', bw: true, text: 'Update from the builder office: the CCTV upgrade across all Vasundhara societies starts next week, with 64 new cameras and a visitor management app. #SecurityUpdate' },
  { key: 'yogaClub', by: 'sneha_patil', ago: '18h', topic: 'fitness', image: 'yoga-park', text: 'Yoga club update: from Monday we move to 6:15 am on the central lawn, so we finish before the sun gets harsh. Mats are available at the clubhouse. #YogaClub' },
  { key: 'spamKitchen', by: 'rakesh_tiwari', ago: '19h', topic: 'spam', text: 'Best modular kitchen offer in Noida!!! 40% off only this week. 2BHK semi furnished flat on rent also available in J block. Call now, DM me!!!' },
  { key: 'oBlockNoise', by: 'sourav_banerjee', ago: '20h', topic: 'noise', text: 'Renovation work in O block started at 7 am on a Sunday. Drilling and hammering for two hours straight. Are there no fixed hours for interior work? #Noise' },
  { key: 'neighbourPost', by: 'vikram_deshpande', ago: '22h', topic: 'maintenance', text: "Maintenance charges for the next quarter go up by 8%. The committee has shared the breakup: security salaries, lift AMC and the new STP pump. Questions welcome at Saturday's meeting. #Maintenance" },
  { key: 'qTowerGarbage', by: 'divya_krishnan', ago: '23h', topic: 'clean', text: 'Garbage collection skipped our block again today. The bins near Q tower are overflowing and the dogs have torn the bags open. #Cleanliness' },
  // The day before.
  { by: 'lakshmi_naidu', ago: '27h', topic: 'maintenance', text: 'Meadows association accounts for the last quarter are up on the notice board. Renegotiating the lift AMC saved us 12% this year. #Maintenance' },
  { key: 'borewellDry', by: 'deepa_rao', ago: '30h', topic: 'water', image: 'water-tank', text: "Lakeview's borewell is running dry and we are on tankers three days a week now. Should we invest in rainwater harvesting before the monsoon? #WaterSupply" },
  { by: 'hetal_shah', ago: '33h', topic: 'event', text: "Navratri planning meeting this Friday at 8 pm near the amphitheatre. We need volunteers for decoration, sound and snacks! @dhruv_patel you're on lights again." },
  { key: 'demoThanks', by: 'aarav_mehta', ago: '36h', topic: 'clean', text: 'Big thanks to the housekeeping team for the quick cleanup after the storm last night. The podium and the play area were spotless by 8 am. #Cleanliness' },
  { key: 'suvInSlot', by: 'joseph_dsouza', ago: '40h', topic: 'parking', text: 'Someone has parked a white SUV in my allotted slot P2-47 for three nights now. Security says they cannot do anything about it. #Parking' },
  { key: 'weddingNoise', by: 'manish_rathore', ago: '44h', topic: 'noise', text: 'Loudspeakers at the wedding on the lawn until 1 am on a weeknight. Celebrations are lovely, but please respect the 10 pm limit. #Noise' },
  // Earlier this week.
  { key: 'fireExit', by: 'rohan_kulkarni', ago: '2.5d', topic: 'parking', image: 'parking', text: 'Visitors are parking in front of the C wing fire exit again. In an emergency the fire tender cannot get in. Please use the visitor parking near Gate 1. #Parking #Security' },
  { key: 'kBlockLift', by: 'pooja_srivastava', ago: '3d', topic: 'lift', text: 'The lift in K block has been under maintenance for four days. Elderly residents on the 15th floor are stranded. When will it be fixed? #Elevator' },
  { by: 'senthil_kumar', ago: '3.2d', topic: 'power', text: 'Scheduled power shutdown on Thursday from 10 am to 4 pm for transformer work. The DG will run the lifts and water pumps only. #PowerCut' },
  { key: 'segregationTip', by: 'ishita_chatterjee', ago: '3.5d', topic: 'clean', bw: true, image: 'waste-segregation', text: 'Garbage segregation tip: green bin for wet waste, blue for dry, red for hazardous. Orchid reached 85% segregation this month! #Cleanliness #CommunityCleanup' },
  { key: 'chlorineSmell', by: 'bhaskar_bora', ago: '4d', topic: 'water', text: 'The water in N block smells of chlorine since yesterday. Was the tank cleaned? A notice would have helped. #WaterSupply' },
  { by: 'meera_nair', ago: '4.5d', topic: 'event', text: 'Carnatic music evening this Saturday at 7 pm in the Heights clubhouse. My students are performing and entry is free! @neha_gupta do bring the book club along.' },
  { key: 'demoIdea', by: 'aarav_mehta', ago: '5d', topic: 'maintenance', bw: true, text: 'Idea for all Vasundhara societies: a shared list of trusted plumbers, electricians and carpenters, rated by residents. Would you use it? #BuilderWide #Maintenance' },
  { by: 'priya_sharma', ago: '5.5d', topic: 'security', text: 'Security update: from today delivery agents wait at the gate and residents collect parcels from the lobby kiosk. Thank you for bearing with the guards. #SecurityUpdate #Security' },
  { key: 'dieselRanOut', by: 'imran_siddiqui', ago: '6d', topic: 'power', text: 'Five hours without power at Meadows last night, and the DG backup failed because the diesel ran out. Nobody checked the level. #PowerCut #Maintenance' },
  { by: 'dhruv_patel', ago: '6.2d', topic: 'event', bw: true, text: 'Riverside kite festival recap: 120 kites, zero injuries and the best undhiyu in Ahmedabad. Thank you @hetal_shah for the food! #BuilderWide' },
  // The week before.
  { key: 'evCharging', by: 'harpreet_kaur', ago: '7.2d', topic: 'parking', text: 'The EV charging points in the basement are taken by regular cars every evening. Can we get clear markings and a fine? #Parking' },
  { key: 'tankerBills', by: 'neha_gupta', ago: '7.5d', topic: 'water', text: 'Water tanker bills are piling up: Rs 42,000 this month alone. We need a permanent fix from the municipality. #WaterSupply #Maintenance' },
  { by: 'kiran_gowda', ago: '8d', topic: 'clean', bw: true, text: "Lakeview's composting pits produced 200 kg of compost this month. Free for any society's garden, just bring your own bags! #CommunityCleanup" },
  { by: 'amit_malhotra', ago: '8.5d', topic: 'parking', text: 'Parking stickers for Residency are handed out on Saturday and Sunday at the association office. Bring a copy of your RC. Cars without stickers will be clamped from the 1st. #Parking' },
  { key: 'mBlockLift', by: 'suresh_hegde', ago: '8.8d', topic: 'lift', text: 'The elevator in M block makes a grinding noise between the 2nd and 3rd floor. Reported twice to the facility team, no response yet. #Elevator' },
  { by: 'sourav_banerjee', ago: '9d', topic: 'event', bw: true, text: 'Inter-society football tournament! Orchid is hosting on the 20th. Register your team of seven by Friday. #BuilderWide' },
  { key: 'eveningCuts', by: 'rahul_verma', ago: '9.5d', topic: 'power', text: 'Power cuts every evening from 7 to 8 in K block. Is it the grid or our own transformer? #PowerCut' },
  { key: 'bandPractice', by: 'ishita_chatterjee', ago: '9.8d', topic: 'noise', text: 'Band practice in the clubhouse until midnight. Lovely music, wrong time. #Noise' },
  { key: 'demoFurniture', by: 'aarav_mehta', ago: '10d', topic: 'noise', text: 'A request to A wing: please avoid dragging furniture after 11 pm. The sound carries straight into the flats below. #Noise' },
  { by: 'meera_nair', ago: '10.5d', topic: 'lift', bw: true, text: 'Lift etiquette: let people step out first, do not hold the doors for long, and keep pets on a short leash. Share it in your society! #Elevator' },
  { by: 'divya_krishnan', ago: '11d', topic: 'event', bw: true, image: 'diwali-diyas', text: 'Diwali at Palms was magical! 500 diyas around the pond and a rangoli competition with 40 entries. Happy Diwali, Vasundhara family! #Diwali' },
  { by: 'gurpreet_singh', ago: '12d', topic: 'security', bw: true, text: 'Fire safety drill for all towers next Wednesday at 11 am. Please take part: it takes 15 minutes and it matters. #Security' },
  { key: 'bikeRamp', by: 'lakshmi_naidu', ago: '12.5d', topic: 'parking', text: 'Two-wheelers block the ramp to the basement every morning. Please use the marked bike bays. #Parking' },
  { key: 'secondLift', by: 'farhan_shaikh', ago: '13.5d', topic: 'lift', bw: true, text: 'Request to the builder: every Vasundhara tower above 15 floors needs a second service lift. Movers and residents fight over one lift. #Elevator #BuilderWide' },
  // Earlier this month.
  { by: 'rohan_kulkarni', ago: '15d', topic: 'event', bw: true, text: 'The Vasundhara inter-society cricket tournament starts next month. Eight teams registered so far. Captains, send your squads by Sunday! #CricketTournament' },
  { key: 'demoStp', by: 'aarav_mehta', ago: '16d', topic: 'maintenance', text: 'The STP has been noisy and smelly since last week. The vendor came, but the fix is only temporary. #Maintenance' },
  { key: 'cycleStolen', by: 'deepa_rao', ago: '17d', topic: 'security', text: 'A cycle was stolen from the L block basement despite the CCTV. The camera there has not worked for weeks. #Security' },
  { key: 'demoCricket', by: 'aarav_mehta', ago: '18d', topic: 'event', image: 'cricket-match', text: 'Our first Sunday cricket match under the new floodlights was a blast! Greens beat Heights by 12 runs. See you all next weekend @rohan_kulkarni #CricketTournament' },
  { by: 'hetal_shah', ago: '19d', topic: 'clean', bw: true, text: 'A big thank you to the housekeeping staff across all our societies. Let us remember them this festival season! #Cleanliness' },
  { by: 'manish_rathore', ago: '20d', topic: 'water', text: 'Water supply timings at Serene have changed to 6-8 am and 6-8 pm. Please store water accordingly. #WaterSupply' },
  { by: 'joseph_dsouza', ago: '21d', topic: 'power', bw: true, text: "Monsoon prep for all Vasundhara societies: make sure the DG sets have at least 48 hours of diesel. Last year's floods taught us that. #PowerCut #BuilderWide" },
  { by: 'karthik_iyer', ago: '23d', topic: 'fitness', bw: true, text: 'The running club is now open to residents of every society. Saturdays at 5:30 am, 5 km at an easy pace. Nobody gets left behind!' },
  { key: 'guestParking', by: 'ananya_joshi', ago: '25d', topic: 'parking', text: 'Moved into B wing last month. Where do guests park on weekends? The visitor area is always full. #Parking' },
  { key: 'mixedWaste', by: 'pooja_srivastava', ago: '27d', topic: 'clean', text: 'Plastic bags in the wet waste bins again. Please segregate: the collection team refuses mixed waste. #Cleanliness' },
  // Last month.
  { key: 'spamRent', by: 'rakesh_tiwari', ago: '30d', topic: 'spam', text: 'Flat for rent in Skyline, fully furnished 3BHK, no brokerage (small fee only). Also doing interiors at best rates!!! DM now' },
  { by: 'imran_siddiqui', ago: '31d', topic: 'event', bw: true, text: 'Our last blood donation camp collected 86 units! Thank you, everyone. The next one is in two months. #BloodDonation' },
  { by: 'suresh_hegde', ago: '33d', topic: 'maintenance', text: 'Painting of the Lakeview towers starts next week. Please keep your windows closed during the day. #Maintenance' },
  { by: 'senthil_kumar', ago: '37d', topic: 'security', text: 'Our security team caught a chain snatcher near the Palms main gate. Proud of our guards Murugan and Ravi! #Security' },
  { by: 'sunita_agarwal', ago: '39d', topic: 'event', bw: true, text: 'Senior citizens of all our societies: free health check-up camp on the 5th, with BP, sugar and eye tests. #BuilderWide' },
  { key: 'noAnswerOutage', by: 'bhaskar_bora', ago: '41d', topic: 'power', text: 'A six-hour power outage last night, and nobody from the facility team answered the phone. #PowerCut' },
  { by: 'amit_malhotra', ago: '43d', topic: 'maintenance', bw: true, text: 'Maintenance dues: 30% of flats across our societies are behind on payments. Please clear them so that basic services do not suffer. #Maintenance' },
];

export interface GroupPostSeed extends Omit<PostSeed, 'bw'> {
  /** The index + 1 of GROUPS in seed-people.ts. */
  groupId: number;
}

// prettier-ignore
export const GROUP_POSTS: GroupPostSeed[] = [
  { groupId: 1, by: 'priya_sharma', ago: '20h', topic: 'maintenance', text: 'Reminder: society AGM this Sunday at 11 am in the clubhouse. Agenda: maintenance revision, solar panels and parking stickers. #Maintenance' },
  { groupId: 1, by: 'sneha_patil', ago: '3d', topic: 'group', text: 'Lost: a blue steel water bottle near the yoga lawn. Please leave it at the security cabin if you find it.' },
  { groupId: 2, by: 'joseph_dsouza', ago: '2d', topic: 'maintenance', text: 'Monsoon drill: the terrace drains have been cleaned. Please keep your balcony drain outlets clear of flower pots. #Maintenance' },
  { groupId: 3, by: 'deepa_rao', ago: '6d', topic: 'group', text: "Lakeview bakers' corner: I am baking banana bread this Saturday afternoon. Anyone want to join and learn?" },
  { groupId: 5, by: 'aarav_mehta', ago: '1d', topic: 'group', text: 'Carpool for the Saturday science fair at the city museum? I have two seats from A wing at 9 am.' },
  { groupId: 5, by: 'sneha_patil', ago: '4d', topic: 'group', text: 'Summer camp list: swimming, chess and pottery slots are open at the clubhouse from next month.' },
  { groupId: 6, by: 'rohan_kulkarni', ago: '10h', topic: 'event', image: 'cricket-match', text: 'Sunday match: Greens vs Lakeview at 7 am. Bring your own water bottles, chai is on us! #CricketTournament' },
  { groupId: 6, by: 'farhan_shaikh', ago: '3d', topic: 'event', text: 'The Heights team needs one more bowler for Sunday. Any takers? @rohan_kulkarni' },
  { groupId: 7, by: 'kiran_gowda', ago: '5h', topic: 'clean', text: 'Composting 101 this Saturday: bring a bucket of dry leaves and a smile. #CommunityCleanup' },
  { groupId: 7, by: 'ishita_chatterjee', ago: '8d', topic: 'clean', text: 'Orchid now collects e-waste too. The drop box is next to the clubhouse. #Cleanliness' },
  { groupId: 8, by: 'sunita_agarwal', ago: '2d', topic: 'group', text: 'The morning walk group meets at 6:30 near the temple. Knee-friendly pace, I promise!' },
];
