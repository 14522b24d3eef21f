/** A titled block of prose and/or a bullet list; used by guideline and legal pages. */
export interface ContentSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export const pages = {
  about: {
    title: 'About the Association',
    lead: 'The Malaysia Pickleball Association (MPA) is the national governing body for pickleball in Malaysia.',
    missionTitle: 'Our Mission',
    mission:
      'To develop, promote and govern pickleball in Malaysia with fair competition, qualified coaching and safe, welcoming venues.',
    visionTitle: 'Our Vision',
    vision:
      'A nation where anyone, of any age or ability, can find a court, a coach and a community to play with.',
    whatWeDoTitle: 'What We Do',
    whatWeDo: [
      {
        title: 'Sanction tournaments',
        body: 'We approve and list local, state, national and international events, so players know each tournament meets a common standard.',
      },
      {
        title: 'Certify coaches and referees',
        body: 'Our certification pathway takes coaches from basic fundamentals to master level, and trains referees for sanctioned play.',
      },
      {
        title: 'Support venues and clubs',
        body: 'Venue guidelines help operators build and run courts that are safe, consistent and ready for competition.',
      },
      {
        title: 'Develop players',
        body: 'Player registration, skill levels and structured courses give every player a clear way to improve.',
      },
      {
        title: 'Grow the community',
        body: 'PickleZone, our social hub, connects registered players across the country.',
      },
      {
        title: 'Represent Malaysia',
        body: 'We work with regional and international bodies to give Malaysian players a path to the world stage.',
      },
    ],
  },
  affiliate: {
    title: 'Affiliate',
    listTitle: 'Our affiliates',
    lead: 'State associations and clubs affiliated to the association, by state.',
    loading: 'Loading affiliates…',
    logoAlt: 'Logo of {name}',
    website: 'Website of {name}',
  },
  organisation: {
    title: 'Organisation Chart',
    lead: 'The office bearers and committee members who lead the association.',
    groups: {
      executive: 'Executive Committee',
      heads: 'Heads of Bureau',
      advisors: 'Advisors',
      sub_committee: 'Sub-Committee Members',
    },
    loading: 'Loading the organisation chart…',
    empty: 'The committee for this term will be announced here.',
    loadFailed: 'The organisation chart could not be loaded. Please try again later.',
  },
  tournamentGuidelines: {
    title: 'Tournament Guidelines',
    lead: 'Standards every association-sanctioned tournament is expected to meet, from registration to the final rally.',
    keyFactsTitle: 'Key figures',
    keyFacts: [
      { value: 'RM 200', label: 'Advised maximum registration fee per person' },
      { value: '21', label: 'Points to win a rally-scoring match' },
      { value: '1 point', label: 'Penalty for a second technical warning' },
    ],
    sections: <ContentSection[]>[
      {
        title: 'Sanctioning and applications',
        paragraphs: [
          'Organisers apply for sanctioning through the association’s application portal before they announce an event. Only approved tournaments appear on the official tournament calendar.',
          'Each application names the organiser, the person in charge, the venue, the dates, the categories offered and the scoring format, and gives a contact phone number and e-mail address for players.',
        ],
      },
      {
        title: 'Registration fees',
        paragraphs: [
          'The advised registration fee cap is RM 200 per person per event. Fees above the cap are an exception and require written approval from the association before registration opens.',
          'Fees, what they include and the refund terms must be published with the event details so players know the full cost before they register.',
        ],
      },
      {
        title: 'Player eligibility and categories',
        items: [
          'Players register with their accurate skill level and playing experience so that divisions are fair.',
          'Organisers group categories by skill level, age and event type (singles, doubles, mixed doubles), and may combine or cancel under-subscribed categories with notice to the players affected.',
          'Players under 18 need the consent of a parent or guardian to take part.',
        ],
      },
      {
        title: 'Scoring format',
        paragraphs: [
          'Events may use traditional side-out scoring or rally scoring; the format for each category is stated before registration opens.',
          'Rally-scoring matches are played to 21 points. A point is scored on every rally, whichever side served.',
        ],
      },
      {
        title: 'Conduct and technical warnings',
        paragraphs: [
          'Players, coaches and spectators are expected to show sportsmanship at all times. Referees may issue technical warnings for unsportsmanlike conduct, abusive language, delay of play or equipment abuse.',
        ],
        items: [
          'First offence: a technical warning is issued and recorded; no point is lost.',
          'Second offence: one point is deducted from the offending side.',
          'Serious or repeated misconduct may lead to forfeiture of the match and referral to the association’s disciplinary committee.',
        ],
      },
      {
        title: 'Officials, safety and results',
        items: [
          'Organisers appoint a tournament director and trained referees for each playing session.',
          'First aid, drinking water and a clear plan for heat and weather conditions are available throughout the event.',
          'Draws, schedules and results are published promptly so that players can follow their matches.',
        ],
      },
    ],
  },
  venueGuidelines: {
    title: 'Venue Guidelines',
    lead: 'Court, net and equipment specifications for venues hosting association-sanctioned play and structured courses.',
    keyFactsTitle: 'Key measurements',
    keyFacts: [
      { value: '34 in', label: 'Net height at the centre' },
      { value: '36 in', label: 'Net height at the sidelines' },
      { value: '22 ft', label: 'Distance between net posts' },
      { value: '3 in', label: 'Maximum net post diameter' },
    ],
    sections: <ContentSection[]>[
      {
        title: 'Court layout',
        paragraphs: [
          'A pickleball court measures 20 ft wide by 44 ft long, with a 7 ft non-volley zone on each side of the net. Lines are part of the area they bound and are marked in a colour that contrasts clearly with the playing surface.',
          'Courts used for sanctioned events keep their line markings within the tolerances set out in the association’s court specification, and are inspected before the event.',
        ],
      },
      {
        title: 'Net and posts',
        items: [
          'The net is 34 in high at the centre and 36 in high at the sidelines.',
          'Net posts are placed 22 ft apart, measured from the inside of each post.',
          'Net posts have a diameter of no more than 3 in.',
          'The net is checked for height and tension before each playing session.',
        ],
      },
      {
        title: 'Surface, space and lighting',
        items: [
          'The playing surface is flat, non-slip and free of cracks, standing water and debris.',
          'Enough run-off space is kept behind the baselines and beside the sidelines for safe play, with no fixed obstacles inside it.',
          'Indoor and evening courts are evenly lit, without glare that shines into players’ eyes.',
        ],
      },
      {
        title: 'Player facilities and safety',
        items: [
          'Drinking water, shaded or indoor rest areas, toilets and a first-aid kit are available.',
          'Emergency contacts and the nearest hospital are displayed where staff can find them quickly.',
        ],
      },
      {
        title: 'Structured courses at the venue',
        paragraphs: [
          'Venues that host coaching programmes run structured courses of 4 to 8 weeks, led by certified coaches.',
        ],
        items: [
          'Groups have at most 8 students, so that each player receives personal attention.',
          'Courses are offered for skill levels 2.0 through 5.0+, and players are placed by assessed level.',
        ],
      },
    ],
  },
};
