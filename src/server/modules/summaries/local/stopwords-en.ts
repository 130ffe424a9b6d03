/**
 * English function words, fillers and meeting small talk, for the same reasons as the Indonesian list: they link
 * every sentence to every other and would make poor topic titles.
 */
export const STOPWORDS_EN = new Set(
  `a about above actually after again against all almost also although always am an and another any anybody anyone
  anything anyway are around as at away back be because been before being below between both but by can cannot could
  did do does doing done down during each either else enough even ever every everyone everything few for from get
  gets getting go goes going gonna got gotta had has have having he her here hers herself him himself his how however
  i if in into is it its itself just kind kinda know let lets like likely made make many may maybe me might mine more
  most much must my myself need needs never no nor not nothing now of off oh okay ok on once one only or other others
  our ours ourselves out over own perhaps please pretty quite rather really right said same say says see seem seems
  shall she should so some somebody someone something sort still such sure take than thank thanks that thats the
  their theirs them themselves then there these they thing things think this those though through thus to today
  together too under until up upon us very via want wanted wants was way we well were what whatever when where
  whether which while who whoever whole whom whose why will with within without would yeah yes yet you your yours
  yourself yourselves um uh hmm hey hi hello guys folks alright anyways basically literally stuff lot lots bit
  good great fine cool awesome morning afternoon everybody meeting meetings discuss discussed discussion talk
  talked week weeks month months day days year time times two three four five six seven eight nine ten first second
  third next last new old i'm i'll i've i'd we're we'll we've you're you'll it's that's there's let's don't doesn't
  didn't can't won't isn't aren't wasn't shouldn't couldn't wouldn't
  quick thing stuff agenda tomorrow yesterday percent hundred thousand million twenty thirty forty
  fifty sixty seventy eighty ninety eleven twelve anything else honestly start started fine last minutes
  hours seconds monday tuesday wednesday thursday friday saturday sunday january february march april june july
  august september october november december uses loves likes expires`
    .split(/\s+/)
    .filter(Boolean),
);
