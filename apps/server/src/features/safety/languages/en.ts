// English. Patterns read normalize.ts output: "im" is "i am", "dont" is "do not", "kms" is "kill
// myself", leetspeak and repeated letters are already undone.
import type { LanguagePack, Rule } from '../rule-engine'

const gap = (n: number) => `(?:[^ |]+ ){0,${n}}`
const SELF = '(?:myself|my self|meself|my own self)'
const KILL =
  '(?:kill|killing|killed|kil|off|offing|unalive|unaliving|murder|hang|hanging|hung|shoot|shooting|drown|drowning|poison|poisoning|suffocate|suffocating|strangle|electrocute|gas|delete|deleting|end|ending)'
const INTENT =
  '(?:going to|will|about to|ready to|decided to|plan to|planning to|planned to|intend to|finally going to|promise to)'
const DESIRE =
  '(?:want to|wanted to|wish i could|feel like|need to|should|have been thinking (?:about|of)|thinking (?:about|of)|thought about|think about|tempted to|urge to|urges to|might|could just|tried to|try to|trying to)'
const THIRD_SELF = '(?:herself|himself|themselves|themself|themselfs)'
const THIRD =
  '(?:he|she|they|him|her|them|his|my (?:best )?(?:friend|bff|bf|gf|boyfriend|girlfriend|partner|husband|wife|brother|bro|sister|sis|mom|mum|mother|dad|father|son|daughter|cousin|roommate|classmate|coworker|colleague|student|kid|child|buddy|mate|ex|niece|nephew|aunt|uncle|grandma|grandpa)|someone i know|a friend of mine|my friends)'
const DRUGS =
  '(?:pills?|meds|medications?|tablets?|capsules?|sleeping pills|painkillers|tylenol|paracetamol|acetaminophen|ibuprofen|advil|aspirin|xanax|insulin|antidepressants|sertraline|zoloft|prozac|lexapro|seroquel|lithium|benadryl|oxy|oxycodone|opioids|heroin|fentanyl|benzos|melatonin)'
const MEANS =
  '(?:rope|noose|gun|pistol|rifle|knife|blade|razor|razors|razor blades|pills|poison|bleach|belt|cord)'
const PLACE =
  '(?:bridge|roof|rooftop|ledge|edge|building|balcony|cliff|overpass|tracks|train tracks|railway tracks|railroad tracks|railway|rails|platform edge)'
const DIE_NOT_IDIOM =
  '(?! (?:of|from|laughing|when|if|for|in (?:a|the|this) (?:game|movie|show)|hard|down|out|on (?:stage|this hill))\\b)'

const rules: Rule[] = [
  // active ideation
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    pattern: `${INTENT} ${gap(2)}${KILL} ${SELF}`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    intent: true,
    person: 'any',
    pattern: `${INTENT} ${gap(1)}(?:commit suicide|end it all|end my (?:own )?life|take my (?:own )?life|end it(?! with| between| for| at| off)|kys)|(?:decided to|ready to|about to|plan to|planning to) die|(?:going to|will) die (?:tonight|today)(?! if| of| from)`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    person: 'any',
    pattern: `${DESIRE} ${gap(1)}(?:end it all|end everything|end it(?! with| between| for| at| off))`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    pattern: `${KILL} ${SELF}(?! (?:in the foot|into|at the gym|laughing|to finish|up|from|out of|off (?:social|instagram|the internet|twitter|tiktok)))`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    pattern: `(?:end|ending|take|taking|ended|took) my (?:own )?life(?! back| in | to the next| savings| seriously| into)|end it all|ending it all|kill me self|(?:i|me) ${gap(3)}kys|(?:commit|committing|commiting|comit|comitting|do) (?:sewerslide|sewer slide|sudoku|self delete|toaster bath|suicide)|ctb|alt (?:f4|fa) myself|log off (?:forever|permanently)`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    person: 'any',
    pattern: `(?:want|wants|wanted|wanna|need|needs|ready|pray|praying|long|longing|desperate|trying|deserve) (?:to |2 )?(?:just |really |fucking |honestly |literally |so badly to )?(?:die|be dead|stop living|stop existing|not exist|not be alive|cease to exist|disappear forever|sleep forever and never wake up)${DIE_NOT_IDIOM}`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    person: 'any',
    topic: true,
    pattern: `suicidal|suicide (?:thoughts|ideation|urges|plan|attempt)|(?:thoughts|thinking|thought) (?:of|about) (?:suicide|killing ${SELF}|ending (?:it|my life|everything)|dying|not being alive)`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    // Said of oneself, study words around it do not cancel it.
    pattern: `(?:i am|i feel|feeling|i have been|been|getting|felt|feel|i get) (?:so |really |very |kinda |kind of |a bit |pretty |extremely |super |lowkey |highkey )?suicidal`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    negated: true,
    pattern: `(?:do not|dont|never) (?:really |even |honestly )?want to (?:live|be alive|exist|be here|go on|continue|wake up|keep living|keep going)(?: anymore| any more| ever again| like this| another day)|(?:do not|dont) want to (?:be here|live|be alive) anymore`,
  },
  {
    category: 'active_ideation',
    level: 'concern',
    person: 'any',
    topic: true,
    pattern: `suicide|suicid|self ?harm\\w*|selfharm\\w*|self ?injur\\w*`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    person: 'any',
    pattern: `(?<!bungee )(?:throw|throwing|jump|jumping|yeet|yeeting|hurl) (?:myself )?(?:off|from|in front of|under) ${gap(1)}(?:${PLACE}|train|car|bus|truck|window)`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    person: 'any',
    pattern: `unalive\\w*|(?:tried|attempted|try|trying|attempt) to (?:overdose|od|hang myself|drown myself|jump|end it|end my life)|attempted suicide|suicide attempt|want (?:it all|everything|the pain|life|this|it) to (?:stop|end) (?:permanently|forever|for good)|(?:end|stop) (?:my|the) (?:suffering|pain|misery) (?:for good|forever|permanently|once and for all)`,
  },
  // passive ideation
  {
    category: 'passive_ideation',
    level: 'concern',
    person: 'any',
    negated: true,
    pattern: `(?:sleep|fall asleep|go to sleep|drift off) (?:forever|and (?:never|not) wake up|and stay asleep(?: forever)?)(?! on| in| like| after)|(?:just )?waiting (?:to die|for (?:death|the end|it all to end))|(?:be )?(?:fine|okay|ok|happy|glad) if i (?:never|did not|do not) (?:woke|wake) up(?: again)?|(?:can not|do not think i can|can t) (?:keep going|go on|keep living)(?! with| like this at)`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: `wish (?:i|that i) (?:was|were|could be|would be|was just) (?:dead|never born|gone|not alive|not here|invisible forever)|wish i (?:did not|would not|could not|never) (?:exist|wake up|been born|have been born|woke up)|wish i could (?:just )?(?:disappear|vanish|stop existing|cease to exist|not exist|fall asleep forever|sleep forever(?! on| in| like| after)|go to sleep and (?:not|never) wake up)`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    person: 'any',
    negated: true,
    pattern: `(?:hope|hoping|pray) (?:that )?(?:i|my plane|the plane|a car) (?:just )?(?:die|dies|crash|crashes|never wake up|do not wake up|get hit|gets hit)|(?:would not|wouldnt|do not|dont) mind (?:if i )?(?:dying|died|not waking up|never waking up|if i died|getting hit by)|(?:if )?(?:a|the) (?:car|bus|truck|train) (?:hit|hits|killed|kills|would hit|ran over) me|rather be dead(?! than)|better off dead|(?:want to|just) disappear(?! into| for| to| from| on| in| after| before| with)|want to not exist|not want to exist|(?:do not|dont) want to wake up|never wake up again`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: `(?:no|no more|not any|there is no|there s no|what is the|what s the|whats the) (?:reason|point|purpose) (?:to|in|of|for) (?:live|living|going on|being alive|be alive|life|existing|me being here|trying anymore)|nothing (?:left )?to live for|not worth living|(?:life|living) is (?:pointless|meaningless|not worth it|unbearable)|(?:tired|sick|exhausted) of (?:living|being alive|life|existing|waking up)|(?:done|finished) with (?:life|living|everything)|(?:see|find) (?:the |any |a )?point (?:of|in|to) (?:living|life|going on|being alive|anything|existing|waking up|getting up|carrying on|trying)|why (?:am i|am i even|do i even|do i) (?:still )?(?:alive|exist|here|bother living|keep living)`,
  },
  {
    category: 'passive_ideation',
    level: 'concern',
    negated: true,
    pattern: `(?:better off|better|happier|easier) (?:without me|if i (?:was|were|wasnt|was not|were not|was gone|died|disappeared)|with me gone|when i am gone|after i am gone)|(?:no one|nobody|noone) (?:would|will) (?:miss|notice|care|even notice)(?: me| if i)?|i am (?:just )?a burden|burden (?:to|on) (?:everyone|my family|everybody)|(?:can not|can t|cannot) go on (?:living|like this)|hate being alive|(?:do not|dont) deserve to live`,
  },
  {
    category: 'active_ideation',
    level: 'high',
    pattern: `(?:what if|if) i (?:just )?(?:overdosed|od ed|took (?:all|every|the whole)|jumped|swallowed (?:all|every|the whole))`,
  },
  // plans and means
  {
    category: 'plan',
    level: 'high',
    intent: true,
    pattern: `(?:have|got|made|make|making|working on) (?:a|my|the) (?:plan|plans) (?:to|for|on how to) (?:kill|end|die|suicide|commit|do it|take my)|(?:planned|planning|picked|chose|chosen) (?:it all out|my death|my suicide|the (?:date|day|spot|place|bridge|way|method))|(?:saving|stockpiling|hoarding|collecting|saved|stockpiled) (?:up )?(?:my |the |all my )?${DRUGS}|(?:bought|got|ordered|buying|getting) (?:a |some |the )?${MEANS} (?:to|for) (?:kill|end|hang|die|do it|it)|(?:tied|tying) (?:a |the )?noose|wrote (?:my|a) suicide note`,
  },
  {
    category: 'plan',
    level: 'high',
    support: true,
    intent: true,
    pattern: `(?:going to|gonna|will|i ll) do it (?:tonight|today|now|tomorrow|this weekend|on|when|after|before|soon)|it is time|this is it|doing it (?:tonight|today|when|after|before|once|in|at)|know how i am going to do it|when everyone is asleep|after everyone (?:goes|is) (?:to sleep|asleep|gone)`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    pattern: `how many ${gap(2)}${DRUGS} ${gap(3)}(?:to die|to kill|would kill|will kill|kill (?:you|a person|me|someone)|does it take|to overdose|to od|is lethal|are lethal|is fatal|to not wake up|to never wake up|to end it)|(?:lethal|fatal|deadly|overdose) (?:dose|amount) of ${DRUGS}|(?:is|are|would|will) \\d+ (?:mg |grams |g )?(?:of )?${DRUGS} ${gap(2)}(?:enough|lethal|fatal|deadly|kill)`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    pattern: `(?:painless|painlessly|quickest|quick|fastest|easiest|best|surest|peaceful|quietest|least painful|most painless|most effective|simplest) (?:way|ways|method|methods|means) (?:to |of )?(?:die|dying|kill|end (?:it|my life|things)|go|commit|suicide|off myself)|how (?:to|do i|can i|would i|do you|does one|should i) (?:kill ${SELF}|commit suicide|end my life|hang ${SELF}|tie a noose|overdose|od|die (?:painlessly|quickly|fast|peacefully|in my sleep)|slit my wrists|cut (?:deep|my wrists|an artery)|bleed out|not wake up)|die painlessly`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    pattern: `how (?:high|tall|far) ${gap(4)}(?:bridge|building|roof|fall|jump) ${gap(4)}(?:to die|to kill|be fatal|be lethal|for it to work|to not survive|so i do not survive)|how (?:long|much) ${gap(3)}(?:to (?:die|bleed out|drown|suffocate)|does it take to die)|how deep ${gap(3)}cut|(?:where|which) (?:can i|to|do i) (?:buy|get|find) ${gap(2)}(?:a gun|rope|nembutal|sodium nitrite|barbiturates|helium)|sodium nitrite|nembutal|exit bag|(?:jump|jumping) (?:off|from) ${gap(1)}${PLACE} ${gap(3)}(?:to die|and die|kill)`,
  },
  {
    category: 'method',
    level: 'high',
    intent: true,
    person: 'any',
    pattern: `ways? to (?:die|kill (?:myself|yourself|oneself)|end (?:it|my life)|commit suicide|hang (?:myself|yourself)|off myself)|(?:best|easiest|quickest|fastest|painless|surest) way to (?:hang|kill|off|drown|poison) (?:yourself|oneself|urself)|(?:can you|could i|can i|is it possible to|how to|how do i) (?:overdose|od) on|overdose on ${DRUGS} ${gap(2)}(?:not wake up|die|never wake up)`,
  },
  {
    category: 'plan',
    level: 'high',
    intent: true,
    pattern: `(?:have|got|bought|got out) (?:the |my |all the |all my |enough )?(?:${MEANS}|${DRUGS}) (?:ready|right here|here with me|next to me|in front of me|lined up|counted out|on the table)`,
  },
  // danger in progress
  {
    category: 'in_progress',
    level: 'imminent',
    person: 'any',
    pattern: `(?:took|taken|take|swallowed|swallow|downed|ate|popped|chugged|overdosed on|od ed on|od on) (?:like |about |around |maybe |over |almost |at least )?(?:all|all of|every|the whole|a whole|a bunch of|a lot of|lots of|so many|too many|way too many|a handful of|handfuls of|\\d\\d+|the rest of|entire|half) ${gap(2)}(?:${DRUGS}|bottle|box|pack|packet|stash)(?! (?:this morning|on time|as prescribed|like (?:the|my) doctor|for the day|with (?:breakfast|food|water)))`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    person: 'any',
    pattern: `(?:standing|sitting|am|i am) (?:on|at) (?:the )?(?:edge|ledge|railing|rail) ${gap(3)}(?:${PLACE}|of)(?! ${gap(12)}(?:view|vista|photo|photos|canyon|sunset|hike|hiking|tour|selfie))|(?:standing|sitting|i am) on (?:the|a|this) (?:roof|rooftop|bridge|ledge|overpass|balcony railing|train tracks|tracks|railway tracks|railroad tracks|rails|railway line) ${gap(4)}(?:jump|right now|now|about to|ready|end|die|done|goodbye)|(?:am|i am) (?:about to|going to|ready to|gonna) (?:jump(?! (?:into|in|on|for|up|rope|around|at|ship|over|the gun|start|off (?:the|a) (?:diving board|board|boat|dock|pier|swing|high dive)))|pull the trigger|take them|take the pills|swallow them|step off|let go|kick the chair)`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    person: 'any',
    pattern: `(?:noose|rope|belt|cord) (?:is )?(?:around|on) my neck|(?:knife|blade|razor|gun|pistol) ${gap(2)}(?:in my hand|to my (?:wrist|wrists|throat|head|chest)|in my mouth|against my)(?! (?:because|cause|cuz|while|since) (?:i am )?(?:cooking|cutting|chopping|making|preparing))|holding (?:a|the|my) (?:knife|blade|razor|gun|pistol|pills) (?:right now|now|to)|(?:i )?(?:just |already )?(?:slit|cut|sliced|opened) my (?:wrist|wrists|throat|veins)|cut (?:too|way too|really) deep|(?<!\\bif )(?:i )?(?:just |already )?(?:overdosed|od ed|drank bleach|drank (?:the )?poison|took an overdose)|engine running in the garage|(?:turned|left) (?:on )?the gas|already (?:took|taken|swallowed) (?:them|it all|all|everything|the (?:pills|bottle|box|whole))|already started (?:bleeding|to bleed)`,
  },
  {
    category: 'in_progress',
    level: 'imminent',
    person: 'any',
    pattern: `(?:took|swallowed|ate|downed) (?:everything|all) (?:in|from) (?:the|my|our) (?:medicine cabinet|cabinet|pill box|pillbox|bottle|first aid kit)`,
  },
  // self-harm
  {
    category: 'self_harm',
    level: 'high',
    pattern: `(?:carve|carving|carved|cut|cutting|slice|slicing|sliced|burn|burning|scratch|scratching) (?:into )?my (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|hips?)(?! (?:on|while|by accident|cooking|shaving|at|in (?:a|the)|playing))`,
  },
  {
    category: 'self_harm',
    level: 'high',
    pattern: `(?:cut|cutting|cuts|burn|burning|burned|burnt|hurt|hurting|hit|hitting|punch|punching|scratch|scratching|starve|starving|carve|carving|bite|biting|choke|choking) ${SELF}(?! (?:shaving|while|on (?:a|the|some|broken|glass|paper)|by accident|cooking|a (?:slice|piece)|some|off from|loose|short|at (?:the gym|work|practice)|playing|running|lifting|skiing|falling|badly in|in the|up over|over a|out|to sleep|laughing|making|baking|ironing|chopping|slicing|opening|fixing|gardening|climbing|with (?:the|a|my) (?:stove|oven|iron|pan|kettle|curling iron|hair straightener)))`,
  },
  {
    category: 'self_harm',
    level: 'high',
    person: 'any',
    pattern: `(?:urge|urges|want|wanna|relapsed?|relapsing|started|doing|want to) (?:to |on |with )?(?:sh|self harm|cutting)\\b|sh (?:again|urges|scars|wounds|cuts|relapse)|(?:cutting|cut|burning) (?:again|my (?:arms?|wrists?|thighs?|legs?|skin|stomach|hips?))|(?:fresh|new|deep) (?:cuts|scars|wounds) (?:on|from)|(?:hide|hiding|cover|covering) my (?:cuts|scars)|(?:razor|razor blades|blades) ${gap(5)}(?:use them|cut with|on my (?:arm|arms|wrist|wrists|thigh|thighs|skin))|razor blades? ${gap(3)}(?:arm|wrist|thigh|skin)`,
  },
  // farewells
  {
    category: 'farewell',
    level: 'imminent',
    pattern: `(?:this is|it is|these are) my (?:last|final) (?:message|text|post|words|goodbye)(?! (?:tonight|today|for the night|before|for (?:today|tonight|now|the day)|until|of the day|then))|by the time (?:you|anyone|someone) (?:read|reads|see|sees|get|gets|find|finds) this|(?:will not|am not going to|will no longer) (?:be alive|wake up|see (?:the )?(?:sunrise|morning)) (?:tomorrow|tonight|in the morning|by morning)`,
  },
  {
    category: 'farewell',
    level: 'imminent',
    support: true,
    pattern: `(?:will not|will no longer) be (?:here|around) (?:tomorrow|tonight|in the morning|by morning)`,
  },
  {
    category: 'farewell',
    level: 'high',
    pattern: `(?:goodbye|farewell) (?:everyone|everybody|world|cruel world|forever|for good|all of you)(?! see you| talk| until| till| for now| have a)|bye (?:forever|for good|world|cruel world)|(?:will not|wont) be (?:around|here|alive) (?:much longer|for long|anymore|next week|to see)|(?:giving|gave|give|given) away (?:all (?:of )?my|most of my|everything i (?:own|have)|my favou?rite) ${gap(1)}(?:stuff|things|belongings|possessions|clothes|games|cat|dog|pets|money|savings|everything)|(?:giving|gave) (?:my|all my) (?:stuff|things|cat|dog|pets|belongings) (?:away|to)|(?:tell|let) my (?:mom|mum|mother|dad|family|parents|sister|brother|kids|wife|husband|friends) ${gap(2)}(?:i love (?:them|her|him)|i am sorry|that i am sorry)|(?:take care of|look after) my (?:cat|dog|pets|kids) (?:when|after) i am gone|(?:wrote|writing|left) (?:my |a )?(?:goodbye|farewell|suicide) (?:note|notes|letter|letters)|(?:wanted|want|just) to say (?:goodbye|bye)(?! to)`,
  },
  {
    category: 'farewell',
    level: 'high',
    support: true,
    pattern: `thank you for everything|thanks for everything|i am sorry for everything|forgive me|i love you all|it will be over soon|(?:wrote|made) my will|soon it will all be over`,
  },
  // someone else
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    intent: true,
    pattern: `${THIRD} ${gap(4)}(?:wants?|wanna|is going to|going to|gonna|will|might|plans? to|planning to|tried to|trying to|is trying to|threatened to|threatening to|talking about|talks about|keeps saying|would) ${gap(2)}(?:${KILL}|cut|cutting|hurt|hurting) ${THIRD_SELF}|(?:${KILL}|cut|cutting|hurt|hurting) ${THIRD_SELF} (?:tonight|today|now|right now)|(?:end|take|ending|taking) (?:her|his|their) (?:own )?life|(?:cutting|cuts|burning|burns|hurting|hurts|harming|starving|scratching) ${THIRD_SELF}(?! (?:at|on|while|playing|running|shaving|cooking))`,
  },
  {
    category: 'third_party',
    level: 'high',
    person: 'third',
    pattern: `${THIRD} ${gap(3)}(?:posted|sent|wrote|left) (?:a |her |his |their |me a )?(?:goodbye|farewell|suicide) (?:note|message|letter|post|text|video)`,
  },
  {
    category: 'third_party',
    level: 'concern',
    person: 'third',
    pattern: `worried (?:about|for|that) ${THIRD} ${gap(8)}(?:depressed|suicidal|dark place|hopeless|not safe|giving away|goodbye|not eating|hurt|harm|die|dying|disappear|wants to be gone)`,
  },
]

export const english: LanguagePack = {
  rules,
  idioms:
    '(?:is|are|was|were|s|it s|this|that|these|those|you are|you re) (?:[^ |]+ ){0,2}killing me|dying to|dying for|to die for|could (?:kill|die) for|kill for a|killed it|killing it|kill(?:ed|ing)? (?:the|that|a) (?:boss|dragon|zombie|mood|vibe|game|process|battery|lights|engine|spider|bug|time)|(?:dying|died|dead|die|dies) (?:of|from|laughing|with laughter|inside lol|of embarrassment)|i am dead (?:lol|lmao|haha|hahaha|xd)|deadline|dead tired|dead end|dead serious|(?:battery|phone|laptop|plant|plants|car|game|character|charcter|hero|npc|villain|sims?|dog|cat|fish|hamster) (?:[^ |]+ ){0,3}(?:die|died|dies|dying|dead)|over my dead body|(?:almost|nearly) (?:killed|kill) myself (?:on|falling|tripping|slipping|at|with|running|laughing|trying)|(?:kill|killing|killed) myself laughing|(?:suicide|suicidal) (?:squad|doors?|mission|run|runs|drills?|sprints?|bomber|bombers|bombing|squeeze|king|machine|blonde)|(?:political|social|career|commercial|financial|fashion) suicide|kill (?:me|us) now|my (?:parents|mom|mum|dad|boss|teacher|coach|wife|husband) (?:is|are|will|would|gonna|going to) (?:[^ |]+ ){0,2}kill me|cut (?:costs|carbs|sugar|ties|corners|class|the cord)|hurt my (?:knee|back|ankle|foot|wrist|arm|leg|neck|shoulder|feelings)|dying (?:light|breed|embers)|die hard|dying battery|die cast|burn(?:ed|t)? (?:my|the) (?:toast|dinner|food|hand|finger|tongue|rice|pizza)',
  negators: 'not|never|no|nothing|no way|nope',
  negationBreakers: 'sure|know|think|care|believe|mind|see (?:why|the point|a way)|have|even know',
  pastMarkers:
    'used to|years ago|months ago|long ago|when i was (?:younger|a kid|a teen|a teenager|little|in (?:high school|middle school|school|college|uni))|in the past|back in (?:high school|school|college|the day|\\d+)|as a teen(?:ager)?|in (?:19|20)\\d\\d|(?:\\d+|a|one|two|three|few) (?:years?|months?) clean|last year|years back|a long time ago|a while back',
  recovery:
    '(?:much |a lot |way |so much )?better now(?! that)|doing (?:much |a lot |way |so much )?better|(?:i am|feel) (?:ok|okay|fine|good|safe|happy) now|(?:got|getting|get) help|in recovery|recovered|therapy (?:helped|helps|is helping)|not anymore|past that|do not feel (?:that way|like that) anymore|clean (?:for|since)',
  selfSubjects: 'i|me|myself',
  thirdSubjects: THIRD.slice(3, -1),
  otherSubjects:
    'we|you|your|yourself|a (?:man|woman|guy|girl|boy|teen|student|person|character|soldier|celebrity|patient)|people|someone|somebody|the (?:man|woman|character|hero|villain|protagonist|victim|patient|player)|many|men|women|teens|anyone|everyone',
  reporting:
    'news|article|headline|reported|report|according to|police|journalist|documentary|movie|film|series|show|episode|season|book|novel|story|fiction|fanfic|plot|character|game|gaming|player|boss|level|quest|npc|essay|paper|thesis|research|study|studies|class|lecture|course|exam question|statistics|stats|rate|rates|durkheim|history|historical|nurse|doctor|patients?|protocol|clinic|hospital staff|training|lyrics|song|album|band|rapper|singer|poem|poetry|podcast|meme|joke|trope|prevention|awareness|hotline|volunteer',
}
