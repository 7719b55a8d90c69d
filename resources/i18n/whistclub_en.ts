<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../whistclub/ui/about.py" line="39"/>
        <source>About WhistClub</source>
        <translation>About WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="45"/>
        <source>&lt;h2&gt;WhistClub {version}&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;WhistClub {version}&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="49"/>
        <source>Scores whist games played with real cards, runs whist-drive evenings and keeps the club&apos;s players and results.</source>
        <translation>Scores whist games played with real cards, runs whist-drive evenings and keeps the club&apos;s players and results.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="57"/>
        <source>Free software under the GNU General Public License, version 3 or any later version ({licence}): &lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;. It comes with no warranty.</source>
        <translation>Free software under the GNU General Public License, version 3 or any later version ({licence}): &lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;. It comes with no warranty.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="67"/>
        <source>&lt;b&gt;Club database:&lt;/b&gt; {database}&lt;br&gt;&lt;b&gt;Data folder&lt;/b&gt; (settings, backups): {folder}</source>
        <translation>&lt;b&gt;Club database:&lt;/b&gt; {database}&lt;br&gt;&lt;b&gt;Data folder&lt;/b&gt; (settings, backups): {folder}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/about.py" line="76"/>
        <source>Python {python}, PySide6 (Qt) {qt}</source>
        <translation>Python {python}, PySide6 (Qt) {qt}</translation>
    </message>
</context>
<context>
    <name>DrivePage</name>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="18"/>
        <source>Whist drives</source>
        <translation>Whist drives</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/drive/page.py" line="22"/>
        <source>Whist drive evenings will be run from this page.</source>
        <translation>Whist drive evenings will be run from this page.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="24"/>
        <source>NS {ns} + EW {ew} = {total} tricks, but every deal has 13; check the count</source>
        <translation>NS {ns} + EW {ew} = {total} tricks, but every deal has 13; check the count</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="27"/>
        <source>{side} tricks must be a whole number from 0 to 13, not {count}</source>
        <translation>{side} tricks must be a whole number from 0 to 13, not {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="30"/>
        <source>NS {ns} + EW {ew} = {total} honours, but there are exactly 4 (A K Q J of trumps)</source>
        <translation>NS {ns} + EW {ew} = {total} honours, but there are exactly 4 (A K Q J of trumps)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="34"/>
        <source>{side} honours must be a number from 0 to 4 (A K Q J of trumps), not {count}</source>
        <translation>{side} honours must be a number from 0 to 4 (A K Q J of trumps), not {count}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="37"/>
        <source>this club does not allow that revoke penalty; choose another one</source>
        <translation>this club does not allow that revoke penalty; choose another one</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="40"/>
        <source>only a game with a dummy can have a revoke by the dummy</source>
        <translation>only a game with a dummy can have a revoke by the dummy</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="43"/>
        <source>a bid is {low} to 7 books over six under these rules, not {number}</source>
        <translation>a bid is {low} to 7 books over six under these rules, not {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="46"/>
        <source>the books played must total 12 (the kitty book is added by the app), not {total}</source>
        <translation>the books played must total 12 (the kitty book is added by the app), not {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="49"/>
        <source>a side cannot take fewer than 0 books</source>
        <translation>a side cannot take fewer than 0 books</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="50"/>
        <source>the game was decided at deal {last} ({winner} won); start a new game for this deal</source>
        <translation>the game was decided at deal {last} ({winner} won); start a new game for this deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="54"/>
        <source>a no-trump bid has no trump suit; leave Trumps empty</source>
        <translation>a no-trump bid has no trump suit; leave Trumps empty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="57"/>
        <source>the session is {limit} deals (void deals count); deal {number} is one too many: start a new session</source>
        <translation>the session is {limit} deals (void deals count); deal {number} is one too many: start a new session</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="62"/>
        <source>{player} is not playing this deal; the players are: {players}</source>
        <translation>{player} is not playing this deal; the players are: {players}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="65"/>
        <source>nobody may accept their own Prop: name two different players</source>
        <translation>nobody may accept their own Prop: name two different players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="68"/>
        <source>a deal without a contract has no declarers or tricks; give the contract</source>
        <translation>a deal without a contract has no declarers or tricks; give the contract</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="71"/>
        <source>all passed, so a general misère was played: give the player who took the last trick</source>
        <translation>all passed, so a general misère was played: give the player who took the last trick</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="75"/>
        <source>both sides reached the end of the game at once; the rules allow no tie</source>
        <translation>both sides reached the end of the game at once; the rules allow no tie</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="82"/>
        <source>the game was already decided at deal {last}; start a new game for this deal</source>
        <translation>the game was already decided at deal {last}; start a new game for this deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="85"/>
        <source>the rubber was already decided at deal {last}; start a new rubber for this deal</source>
        <translation>the rubber was already decided at deal {last}; start a new rubber for this deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="91"/>
        <source>this contract has one declarer; leave the Cop cell empty</source>
        <translation>this contract has one declarer; leave the Cop cell empty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="92"/>
        <source>Prop and Cop has two declarers: the proposer and the player who accepted</source>
        <translation>Prop and Cop has two declarers: the proposer and the player who accepted</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/errors.py" line="123"/>
        <source>Deal {number}: {text}</source>
        <translation>Deal {number}: {text}</translation>
    </message>
</context>
<context>
    <name>EveningPage</name>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="152"/>
        <source>Next rubber…</source>
        <translation>Next rubber…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="157"/>
        <source>Rubber</source>
        <translation>Rubber</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="158"/>
        <source>North-South</source>
        <translation>North-South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="159"/>
        <source>East-West</source>
        <translation>East-West</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="161"/>
        <source>Won by</source>
        <translation>Won by</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="162"/>
        <source>not finished</source>
        <translation>not finished</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="165"/>
        <location filename="../../whistclub/ui/evening.py" line="180"/>
        <source>Margin</source>
        <translation>Margin</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="175"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="177"/>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="182"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="184"/>
        <source>Solo chips</source>
        <translation>Solo chips</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="199"/>
        <source>Evening of:</source>
        <translation>Evening of:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="200"/>
        <source>Money per point (agreed before play):</source>
        <translation>Money per point (agreed before play):</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="207"/>
        <source>Rubbers of the evening</source>
        <translation>Rubbers of the evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="209"/>
        <source>Players by accumulated margin</source>
        <translation>Players by accumulated margin</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="253"/>
        <source>Set the money per point of {day} to {value:.2f}</source>
        <translation>Set the money per point of {day} to {value:.2f}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="264"/>
        <source>receives {amount:.2f}</source>
        <translation>receives {amount:.2f}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="266"/>
        <source>pays {amount:.2f}</source>
        <translation>pays {amount:.2f}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="267"/>
        <source>even</source>
        <translation>even</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="279"/>
        <source>Leading the evening: {names} ({margin:+d})</source>
        <translation>Leading the evening: {names} ({margin:+d})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/evening.py" line="284"/>
        <source>No rubber finished yet this evening.</source>
        <translation>No rubber finished yet this evening.</translation>
    </message>
</context>
<context>
    <name>Explanations</name>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="151"/>
        <source>, held at {at}: a side that revoked cannot win the game in the deal of its revoke</source>
        <translation>, held at {at}: a side that revoked cannot win the game in the deal of its revoke</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="159"/>
        <source>a treble</source>
        <translation>a treble</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="160"/>
        <source>a double</source>
        <translation>a double</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="161"/>
        <source>a single</source>
        <translation>a single</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="168"/>
        <source>white counters</source>
        <translation>white counters</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="169"/>
        <source>pence</source>
        <translation>pence</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="195"/>
        <source> x {n} at no trump</source>
        <translation> x {n} at no trump</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="197"/>
        <source> x 4 for a Boston</source>
        <translation> x 4 for a Boston</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="203"/>
        <source>{side} {tricks} tricks: {odd} odd trick</source>
        <translation>{side} {tricks} tricks: {odd} odd trick</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="205"/>
        <source>{side} {tricks} tricks: {odd} odd tricks</source>
        <translation>{side} {tricks} tricks: {odd} odd tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="210"/>
        <source>grand slam</source>
        <translation>grand slam</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="211"/>
        <source>little slam</source>
        <translation>little slam</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="213"/>
        <source> + {bonus} {bonus_name} bonus</source>
        <translation> + {bonus} {bonus_name} bonus</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="220"/>
        <source>{side} reach {points}: game won</source>
        <translation>{side} reach {points}: game won</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="224"/>
        <source>; the rest of the deal does not count</source>
        <translation>; the rest of the deal does not count</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="226"/>
        <source>; honours do not count</source>
        <translation>; honours do not count</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="231"/>
        <source>{side} win game {number}, {won} to {lost}</source>
        <translation>{side} win game {number}, {won} to {lost}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="235"/>
        <source>: {name}, worth {value}</source>
        <translation>: {name}, worth {value}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="258"/>
        <source>{side} {count} honours: {value} ({old} → {new}{cap})</source>
        <translation>{side} {count} honours: {value} ({old} → {new}{cap})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="262"/>
        <source>No honours recorded</source>
        <translation>No honours recorded</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="263"/>
        <source>Honours divided 2-2: no score</source>
        <translation>Honours divided 2-2: no score</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="265"/>
        <source>{side} {count} honours: {value}, blocked at {at}</source>
        <translation>{side} {count} honours: {value}, blocked at {at}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="268"/>
        <source>Both sides revoked: the deal is void and dealt again (no score)</source>
        <translation>Both sides revoked: the deal is void and dealt again (no score)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="273"/>
        <source>{side} revoked from the dummy&apos;s exposed hand: no penalty (law of dummy whist)</source>
        <translation>{side} revoked from the dummy&apos;s exposed hand: no penalty (law of dummy whist)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="280"/>
        <source>{side} revoked: {claimants} take {moved} of {side}&apos;s tricks ({claimants} now {ct}, {side} {st})</source>
        <translation>{side} revoked: {claimants} take {moved} of {side}&apos;s tricks ({claimants} now {ct}, {side} {st})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="288"/>
        <source>{side} revoked: {claimants} add 3 points ({old} → {new})</source>
        <translation>{side} revoked: {claimants} add 3 points ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="294"/>
        <source>{side} revoked: 3 points are deducted from {side} ({old} → {new})</source>
        <translation>{side} revoked: 3 points are deducted from {side} ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="300"/>
        <source>and the 3 points are taken from {side} ({old} → {new})</source>
        <translation>and the 3 points are taken from {side} ({old} → {new})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="304"/>
        <source>{side} scored {points} points in the rubber&apos;s games</source>
        <translation>{side} scored {points} points in the rubber&apos;s games</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="308"/>
        <source>Game {number}: {side}, {name} ({value})</source>
        <translation>Game {number}: {side}, {name} ({value})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="313"/>
        <source>{side} win the rubber {won}-{lost}: rubber bonus {bonus}</source>
        <translation>{side} win the rubber {won}-{lost}: rubber bonus {bonus}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="319"/>
        <source>{side} win the rubber {won}-{lost}: no rubber bonus (only for 2-0)</source>
        <translation>{side} win the rubber {won}-{lost}: no rubber bonus (only for 2-0)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="325"/>
        <source>Rubber: {side} {wp} to {lp}, a margin of {margin}</source>
        <translation>Rubber: {side} {wp} to {lp}, a margin of {margin}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="328"/>
        <source>{declarer} made {contract} with {tricks} tricks: receives {amount} from each of {defenders} ({total} in all).</source>
        <translation>{declarer} made {contract} with {tricks} tricks: receives {amount} from each of {defenders} ({total} in all).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="337"/>
        <source>{declarer} failed {contract} with {tricks} tricks: pays {amount} to each of {defenders} ({total} in all).</source>
        <translation>{declarer} failed {contract} with {tricks} tricks: pays {amount} to each of {defenders} ({total} in all).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="346"/>
        <source>{partners} made Prop and Cop with {tricks} tricks (needed 8): each of them receives {amount} from one of {defenders}.</source>
        <translation>{partners} made Prop and Cop with {tricks} tricks (needed 8): each of them receives {amount} from one of {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="354"/>
        <source>{partners} failed Prop and Cop with {tricks} tricks (needed 8): each of them pays {amount} to one of {defenders}.</source>
        <translation>{partners} failed Prop and Cop with {tricks} tricks (needed 8): each of them pays {amount} to one of {defenders}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="362"/>
        <source>{count} trick(s) over the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>{count} trick(s) over the {needed} needed, {value} each{slam}: {extra} more per player.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="368"/>
        <source>{count} trick(s) under the {needed} needed, {value} each{slam}: {extra} more per player.</source>
        <translation>{count} trick(s) under the {needed} needed, {value} each{slam}: {extra} more per player.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="377"/>
        <source> (doubled for a Prop and Cop slam)</source>
        <translation> (doubled for a Prop and Cop slam)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="383"/>
        <source>All passed: general misère. {loser} took the last trick and pays {amount} (the Solo stake) to each of {others}.</source>
        <translation>All passed: general misère. {loser} took the last trick and pays {amount} (the Solo stake) to each of {others}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="391"/>
        <source>{player} deals and sits out: neither pays nor receives.</source>
        <translation>{player} deals and sits out: neither pays nor receives.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="394"/>
        <source>{proposer}&apos;s Prop was not accepted and not raised: the deal is void, 0 to all.</source>
        <translation>{proposer}&apos;s Prop was not accepted and not raised: the deal is void, 0 to all.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="400"/>
        <source>All passed: the deal is void, 0 to all.</source>
        <translation>All passed: the deal is void, 0 to all.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="403"/>
        <source>No contract was played: the deal is void, 0 to all.</source>
        <translation>No contract was played: the deal is void, 0 to all.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="406"/>
        <source>{bidders} took {played} books in play plus the kitty book: {total}.</source>
        <translation>{bidders} took {played} books in play plus the kitty book: {total}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="412"/>
        <source>{offender} revoked with fewer than {count} books: all 13 go to {claimants}.</source>
        <translation>{offender} revoked with fewer than {count} books: all 13 go to {claimants}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="419"/>
        <source>{offender} revoked: {count} books pass to {claimants} ({theirs} to {ours}).</source>
        <translation>{offender} revoked: {count} books pass to {claimants} ({theirs} to {ours}).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="425"/>
        <source>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: made, {base} ({what}){times} = +{points}.</source>
        <translation>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: made, {base} ({what}){times} = +{points}.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="436"/>
        <source>books over six</source>
        <translation>books over six</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="438"/>
        <source>the bid</source>
        <translation>the bid</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="442"/>
        <source>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: set, {points} (the bid{times}, no credit for books).</source>
        <translation>{bidders} bid {bid} ({mode}), needed {need} books and took {have}: set, {points} (the bid{times}, no credit for books).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="456"/>
        <source>The defenders {defenders} took {books} books: +{points} (one per book over six).</source>
        <translation>The defenders {defenders} took {books} books: +{points} (one per book over six).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/explain.py" line="463"/>
        <source>All 13 books (a Boston) wins the game under these rules: {bidders} go to {target}.</source>
        <translation>All 13 books (a Boston) wins the game under these rules: {bidders} go to {target}.</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <location filename="../../whistclub/ui/games.py" line="31"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="33"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="36"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="37"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
</context>
<context>
    <name>GamesPage</name>
    <message>
        <location filename="../../whistclub/ui/games.py" line="75"/>
        <source>New club game…</source>
        <translation>New club game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="77"/>
        <source>History of this game…</source>
        <translation>History of this game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/games.py" line="91"/>
        <source>Start a game with “New club game…”, or choose one from the list.</source>
        <translation>Start a game with “New club game…”, or choose one from the list.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="149"/>
        <source>History of game {id}</source>
        <translation>History of game {id}</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="58"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="59"/>
        <source>When (UTC)</source>
        <translation>When (UTC)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="60"/>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="61"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="62"/>
        <source>Undoes no.</source>
        <translation>Undoes no.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="74"/>
        <source>deal {position}: {facts}</source>
        <translation>deal {position}: {facts}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="89"/>
        <source>tricks</source>
        <translation>tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="90"/>
        <source>honours</source>
        <translation>honours</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="91"/>
        <source>trumps</source>
        <translation>trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="92"/>
        <source>revoke</source>
        <translation>revoke</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="93"/>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="94"/>
        <source>contract</source>
        <translation>contract</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="95"/>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="96"/>
        <source>auction</source>
        <translation>auction</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="97"/>
        <source>last trick</source>
        <translation>last trick</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="98"/>
        <source>bidders</source>
        <translation>bidders</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="99"/>
        <source>bid</source>
        <translation>bid</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="100"/>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="101"/>
        <source>books</source>
        <translation>books</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="106"/>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="123"/>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="124"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="125"/>
        <source>Membership number</source>
        <translation>Membership number</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="126"/>
        <source>What happens</source>
        <translation>What happens</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="160"/>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="137"/>
        <source>add as a new player</source>
        <translation>add as a new player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="111"/>
        <source>{file}: {new} new players, {update} updated, {same} unchanged.</source>
        <translation>{file}: {new} new players, {update} updated, {same} unchanged.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="139"/>
        <source>update {name}</source>
        <translation>update {name}</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="11"/>
        <source>Partnership whist (game or rubber)</source>
        <translation>Partnership whist (game or rubber)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="12"/>
        <source>Solo Whist session</source>
        <translation>Solo Whist session</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="13"/>
        <source>Bid Whist game</source>
        <translation>Bid Whist game</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="19"/>
        <source>All pass</source>
        <translation>All pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="20"/>
        <source>Prop and Cop</source>
        <translation>Prop and Cop</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="21"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="22"/>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="23"/>
        <source>Abundance</source>
        <translation>Abundance</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="24"/>
        <source>Abundance in trumps</source>
        <translation>Abundance in trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="25"/>
        <source>Misère ouverte</source>
        <translation>Misère ouverte</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="26"/>
        <source>Abundance declared</source>
        <translation>Abundance declared</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="32"/>
        <source>Uptown</source>
        <translation>Uptown</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="33"/>
        <source>Downtown</source>
        <translation>Downtown</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="34"/>
        <source>No trump</source>
        <translation>No trump</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="43"/>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="44"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="45"/>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="46"/>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="53"/>
        <source>take 3 tricks</source>
        <translation>take 3 tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="54"/>
        <source>add 3 points to the claimants</source>
        <translation>add 3 points to the claimants</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="55"/>
        <source>deduct 3 points from the revokers</source>
        <translation>deduct 3 points from the revokers</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="63"/>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="64"/>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="65"/>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="66"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="72"/>
        <source>North-South</source>
        <translation>North-South</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="73"/>
        <source>East-West</source>
        <translation>East-West</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="80"/>
        <source>game started</source>
        <translation>game started</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="81"/>
        <source>deal recorded</source>
        <translation>deal recorded</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="82"/>
        <source>deal corrected</source>
        <translation>deal corrected</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="83"/>
        <source>deal deleted</source>
        <translation>deal deleted</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="84"/>
        <source>undone</source>
        <translation>undone</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="85"/>
        <source>player added</source>
        <translation>player added</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="86"/>
        <source>player renamed</source>
        <translation>player renamed</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="87"/>
        <source>player withdrawn</source>
        <translation>player withdrawn</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="88"/>
        <source>player reinstated</source>
        <translation>player reinstated</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="89"/>
        <source>players imported</source>
        <translation>players imported</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="96"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/labels.py" line="97"/>
        <source>EW</source>
        <translation>EW</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="52"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="53"/>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="54"/>
        <source>&amp;Games</source>
        <translation>&amp;Games</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="55"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="56"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="61"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="63"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="66"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Add player…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="73"/>
        <source>&amp;Import players…</source>
        <translation>&amp;Import players…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="79"/>
        <source>&amp;New club game…</source>
        <translation>&amp;New club game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="86"/>
        <source>Next &amp;rubber of the evening…</source>
        <translation>Next &amp;rubber of the evening…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="93"/>
        <source>&amp;History of this game…</source>
        <translation>&amp;History of this game…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="99"/>
        <location filename="../../whistclub/ui/main_window.py" line="180"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="102"/>
        <location filename="../../whistclub/ui/main_window.py" line="181"/>
        <source>Club games</source>
        <translation>Club games</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="105"/>
        <location filename="../../whistclub/ui/main_window.py" line="182"/>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="109"/>
        <location filename="../../whistclub/ui/main_window.py" line="183"/>
        <source>Whist drives</source>
        <translation>Whist drives</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="114"/>
        <source>&amp;About WhistClub</source>
        <translation>&amp;About WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="130"/>
        <source>Opening the club database…</source>
        <translation>Opening the club database…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="162"/>
        <source>WhistClub – {club}</source>
        <translation>WhistClub – {club}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="367"/>
        <source>not open yet</source>
        <translation>not open yet</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="129"/>
        <location filename="../../whistclub/ui/main_window.py" line="162"/>
        <source>WhistClub</source>
        <translation>WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="193"/>
        <source>Club database: {0}</source>
        <translation>Club database: {0}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="201"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="203"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="205"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="249"/>
        <source>Nothing was saved</source>
        <translation>Nothing was saved</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="292"/>
        <source>Start {title}</source>
        <translation>Start {title}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/main_window.py" line="338"/>
        <source>Open a game first: its history is shown.</source>
        <translation>Open a game first: its history is shown.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="92"/>
        <source>Start a club game</source>
        <translation>Start a club game</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="112"/>
        <source>Players and seats</source>
        <translation>Players and seats</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="120"/>
        <source>(nobody)</source>
        <translation>(nobody)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="131"/>
        <source>Deals first:</source>
        <translation>Deals first:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="133"/>
        <source>Draw for partners and dealer</source>
        <translation>Draw for partners and dealer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="136"/>
        <source>Ace high in the draw</source>
        <translation>Ace high in the draw</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="154"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="159"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="160"/>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="162"/>
        <source>Title:</source>
        <translation>Title:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="192"/>
        <source>Player {number} (clockwise):</source>
        <translation>Player {number} (clockwise):</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="194"/>
        <source>{seat}:</source>
        <translation>{seat}:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="210"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="232"/>
        <source>Choose four different players before the draw.</source>
        <translation>Choose four different players before the draw.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="243"/>
        <source>Drawn: {cards}. Highest two against lowest two; lowest card deals.</source>
        <translation>Drawn: {cards}. Highest two against lowest two; lowest card deals.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="263"/>
        <source>A player is chosen for two seats; choose each once.</source>
        <translation>A player is chosen for two seats; choose each once.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="267"/>
        <source>Two players have the same name; rename one first.</source>
        <translation>Two players have the same name; rename one first.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="309"/>
        <source>Rubber {number}</source>
        <translation>Rubber {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="311"/>
        <source>Solo session {number}</source>
        <translation>Solo session {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/newgame.py" line="314"/>
        <source>Bid Whist game {number}</source>
        <translation>Bid Whist game {number}</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="68"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="69"/>
        <source>Membership number:</source>
        <translation>Membership number:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="70"/>
        <source>Notes:</source>
        <translation>Notes:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="81"/>
        <source>Add a player</source>
        <translation>Add a player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="89"/>
        <source>Rename a player</source>
        <translation>Rename a player</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="43"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="44"/>
        <source>Membership number</source>
        <translation>Membership number</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="45"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="46"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="53"/>
        <source>plays</source>
        <translation>plays</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="53"/>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../whistclub/ui/players.py" line="198"/>
        <source>Search by name, number or notes</source>
        <translation>Search by name, number or notes</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="201"/>
        <source>Show withdrawn players</source>
        <translation>Show withdrawn players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="216"/>
        <source>Add player…</source>
        <translation>Add player…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="218"/>
        <source>Rename…</source>
        <translation>Rename…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="220"/>
        <source>Withdraw / reinstate</source>
        <translation>Withdraw / reinstate</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="222"/>
        <source>Import from CSV or Excel…</source>
        <translation>Import from CSV or Excel…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="261"/>
        <source>Add {name}</source>
        <translation>Add {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="273"/>
        <source>Rename {old} to {new}</source>
        <translation>Rename {old} to {new}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="282"/>
        <source>Withdraw {name}</source>
        <translation>Withdraw {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="285"/>
        <source>Reinstate {name}</source>
        <translation>Reinstate {name}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="293"/>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="295"/>
        <source>Player lists (*.csv *.xlsx)</source>
        <translation>Player lists (*.csv *.xlsx)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/players.py" line="304"/>
        <source>Import {count} players</source>
        <translation>Import {count} players</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="16"/>
        <source>Short whist to 5, no honours</source>
        <translation>Short whist to 5, no honours</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="17"/>
        <source>Four players in fixed partnerships. Only the side that takes more than six tricks scores, one point for each trick over six. The first side to reach 5 points wins; an exact finish is not needed. No honours, no rubber: each game stands alone. Revokes, if any, are settled as in English whist.</source>
        <translation>Four players in fixed partnerships. Only the side that takes more than six tricks scores, one point for each trick over six. The first side to reach 5 points wins; an exact finish is not needed. No honours, no rubber: each game stands alone. Revokes, if any, are settled as in English whist.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="23"/>
        <source>English whist, short game (default)</source>
        <translation>English whist, short game (default)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="24"/>
        <source>Four players in fixed partnerships, game to 5. One point per trick over six; honours (A K Q J of trumps) held by a side score 4 for all four, 2 for three, except for a side standing at 4. A revoke costs 3 tricks or 3 points, as the other side chooses. Best of three games wins the rubber; the rubber total is every point scored plus 2 for a 2-0 win.</source>
        <translation>Four players in fixed partnerships, game to 5. One point per trick over six; honours (A K Q J of trumps) held by a side score 4 for all four, 2 for three, except for a side standing at 4. A revoke costs 3 tricks or 3 points, as the other side chooses. Best of three games wins the rubber; the rubber total is every point scored plus 2 for a 2-0 win.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="30"/>
        <source>Short whist, 1864 club code (Cavendish)</source>
        <translation>Short whist, 1864 club code (Cavendish)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="31"/>
        <source>As English short whist, but the rubber is reckoned the traditional way: each game won is a treble (3) if the losers scored nothing, a double (2) if they scored 1 or 2, a single (1) if they scored 3 or 4; the rubber winners add 2, and in a rubber of three games the losers&apos; game is deducted.</source>
        <translation>As English short whist, but the rubber is reckoned the traditional way: each game won is a treble (3) if the losers scored nothing, a double (2) if they scored 1 or 2, a single (1) if they scored 3 or 4; the rubber winners add 2, and in a rubber of three games the losers&apos; game is deducted.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="37"/>
        <source>English long whist to 9</source>
        <translation>English long whist to 9</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="38"/>
        <source>As English whist, but the game is to 9 points; honours are not scored by a side standing at 8. Best of three games; rubber total as in the short game. (Classic long whist is to 10: choose that preset for it.)</source>
        <translation>As English whist, but the game is to 9 points; honours are not scored by a side standing at 8. Best of three games; rubber total as in the short game. (Classic long whist is to 10: choose that preset for it.)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="44"/>
        <source>Classic long whist to 10</source>
        <translation>Classic long whist to 10</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="45"/>
        <source>The older game to 10 points; honours count except for a side standing at 9, and a revoking side must remain at 9. Games stand alone (long-whist rubber values are not settled in any source found). Calling honours at 8 is not modelled.</source>
        <translation>The older game to 10 points; honours count except for a side standing at 9, and a revoking side must remain at 9. Games stand alone (long-whist rubber values are not settled in any source found). Calling honours at 8 is not modelled.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="51"/>
        <source>American whist to 7, no honours</source>
        <translation>American whist to 7, no honours</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="52"/>
        <source>Only tricks over six score; no honours. The game is to 7 points and is worth 7 minus the losers&apos; score. Rubber points are not reckoned.</source>
        <translation>Only tricks over six score; no honours. The game is to 7 points and is worth 7 minus the losers&apos; score. Rubber points are not reckoned.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="58"/>
        <source>Spanish whist to 10 (whist a diez)</source>
        <translation>Spanish whist to 10 (whist a diez)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="59"/>
        <source>Games to 10 points: one point per trick over six, and honours (values borrowed from English whist, 4 and 2) except for a side standing at 9. Little and grand slam have no bonus unless the table sets one.</source>
        <translation>Games to 10 points: one point per trick over six, and honours (values borrowed from English whist, 4 and 2) except for a side standing at 9. Little and grand slam have no bonus unless the table sets one.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="65"/>
        <source>Whist with dummy (three players), to 10</source>
        <translation>Whist with dummy (three players), to 10</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="66"/>
        <source>Three players: one plays the exposed dummy hand as partner. As Spanish whist to 10, but honours are not counted. A revoke from the dummy&apos;s exposed hand is not penalised.</source>
        <translation>Three players: one plays the exposed dummy hand as partner. As Spanish whist to 10, but honours are not counted. A revoke from the dummy&apos;s exposed hand is not penalised.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="72"/>
        <source>Solo Whist (default)</source>
        <translation>Solo Whist (default)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="73"/>
        <source>Four players, each for themselves. Every deal one player (or two, in Prop and Cop) undertakes a contract: Prop and Cop 8 tricks together, Solo 5, Misère none, Abundance 9, Abundance in Trumps 9, Misère Ouverte none with the hand shown after the first trick, Abundance Declared all 13 at no trumps. A made contract collects its unit (1, 1, 2, 3, 3, 4, 6) from each opponent; a failed one pays it to each. Extra or missing tricks change nothing. If all pass the deal is void. A session is 8 deals, void ones included; tied players share a place.</source>
        <translation>Four players, each for themselves. Every deal one player (or two, in Prop and Cop) undertakes a contract: Prop and Cop 8 tricks together, Solo 5, Misère none, Abundance 9, Abundance in Trumps 9, Misère Ouverte none with the hand shown after the first trick, Abundance Declared all 13 at no trumps. A made contract collects its unit (1, 1, 2, 3, 3, 4, 6) from each opponent; a failed one pays it to each. Extra or missing tricks change nothing. If all pass the deal is void. A session is 8 deals, void ones included; tied players share a place.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="79"/>
        <source>Solo Whist, all pass plays a general misère</source>
        <translation>Solo Whist, all pass plays a general misère</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="80"/>
        <source>As the default Solo Whist, except when all four pass: the hand is played at no trumps as a general misère, and whoever takes the last (13th) trick pays the Solo stake to each of the other players.</source>
        <translation>As the default Solo Whist, except when all four pass: the hand is played at no trumps as a general misère, and whoever takes the last (13th) trick pays the Solo stake to each of the other players.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="86"/>
        <source>Solo Whist with Foster&apos;s counters</source>
        <translation>Solo Whist with Foster&apos;s counters</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="87"/>
        <source>Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, Solo and the Abundances each trick over or under the contract is 1 white counter more; misères have no extra. The declarer of Abundance Declared names trumps.</source>
        <translation>Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, Solo and the Abundances each trick over or under the contract is 1 white counter more; misères have no extra. The declarer of Abundance Declared names trumps.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="93"/>
        <source>Solo Whist, &quot;six, twelve and eighteen&quot;</source>
        <translation>Solo Whist, &quot;six, twelve and eighteen&quot;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="94"/>
        <source>The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are not played.</source>
        <translation>The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are not played.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="100"/>
        <source>Bid Whist, 54 cards (default)</source>
        <translation>Bid Whist, 54 cards (default)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="101"/>
        <source>Two partnerships, 54 cards with two jokers, 12 each and a kitty of 6. One round of bidding from the dealer&apos;s left: 3 to 7 books over six, uptown, downtown or no trump; if three pass the dealer must bid. The winners take the kitty, which counts as one of their books. Made: score every book over six; set: lose the bid. No trump doubles both. Defenders never score. A revoke passes 3 books to the other side (all 13 if the offenders have fewer than 3). First to +7 wins; -7 loses.</source>
        <translation>Two partnerships, 54 cards with two jokers, 12 each and a kitty of 6. One round of bidding from the dealer&apos;s left: 3 to 7 books over six, uptown, downtown or no trump; if three pass the dealer must bid. The winners take the kitty, which counts as one of their books. Made: score every book over six; set: lose the bid. No trump doubles both. Defenders never score. A revoke passes 3 books to the other side (all 13 if the offenders have fewer than 3). First to +7 wins; -7 loses.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="107"/>
        <source>Bid Whist, lowest bid 4</source>
        <translation>Bid Whist, lowest bid 4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="108"/>
        <source>As the default Bid Whist, but the lowest bid is 4 books over six.</source>
        <translation>As the default Bid Whist, but the lowest bid is 4 books over six.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="114"/>
        <source>Bid Whist to 11</source>
        <translation>Bid Whist to 11</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="115"/>
        <source>As the default Bid Whist, but the game is won at +11 and lost at -11.</source>
        <translation>As the default Bid Whist, but the game is won at +11 and lost at -11.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="121"/>
        <source>Bid Whist as in Parlett</source>
        <translation>Bid Whist as in Parlett</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/preset_texts.py" line="122"/>
        <source>A made bid scores the bid only, however many books were taken (doubled at no trump); a set loses the bid. When the bidders are set and the defenders take 7 books or more, the defenders score one point per book over six. Taking all 13 books (a Boston) scores four times the bid. Game at +7 or -7.</source>
        <translation>A made bid scores the bid only, however many books were taken (doubled at no trump); a set loses the bid. When the bidders are set and the defenders take 7 books or more, the defenders score one point per book over six. Taking all 13 books (a Boston) scores four times the bid. Game at +7 or -7.</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message>
        <location filename="../../whistclub/ui/families.py" line="203"/>
        <location filename="../../whistclub/ui/families.py" line="666"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="204"/>
        <location filename="../../whistclub/ui/families.py" line="667"/>
        <source>by NS</source>
        <translation>by NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="205"/>
        <location filename="../../whistclub/ui/families.py" line="668"/>
        <source>by EW</source>
        <translation>by EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="220"/>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="221"/>
        <source>dummy</source>
        <translation>dummy</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="225"/>
        <source>Tricks NS</source>
        <translation>Tricks NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="228"/>
        <source>Honours NS</source>
        <translation>Honours NS</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="232"/>
        <location filename="../../whistclub/ui/families.py" line="309"/>
        <source>Turn-up</source>
        <translation>Turn-up</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="234"/>
        <location filename="../../whistclub/ui/families.py" line="314"/>
        <location filename="../../whistclub/ui/families.py" line="682"/>
        <source>Revoke</source>
        <translation>Revoke</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="236"/>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="239"/>
        <source>Revoked by</source>
        <translation>Revoked by</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="246"/>
        <source>type the tricks North-South took, a number from 0 to 13</source>
        <translation>type the tricks North-South took, a number from 0 to 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="256"/>
        <source>type how many honours North-South held, 0 to 4, or leave it empty</source>
        <translation>type how many honours North-South held, 0 to 4, or leave it empty</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="300"/>
        <location filename="../../whistclub/ui/families.py" line="547"/>
        <location filename="../../whistclub/ui/families.py" line="739"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="305"/>
        <location filename="../../whistclub/ui/families.py" line="552"/>
        <location filename="../../whistclub/ui/families.py" line="744"/>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="312"/>
        <source>Tricks NS–EW</source>
        <translation>Tricks NS–EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="313"/>
        <source>Honours</source>
        <translation>Honours</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="315"/>
        <location filename="../../whistclub/ui/families.py" line="753"/>
        <source>NS +</source>
        <translation>NS +</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="316"/>
        <location filename="../../whistclub/ui/families.py" line="754"/>
        <source>EW +</source>
        <translation>EW +</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="318"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="320"/>
        <location filename="../../whistclub/ui/families.py" line="755"/>
        <source>Score NS–EW</source>
        <translation>Score NS–EW</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="346"/>
        <source>{side}: {penalty}</source>
        <translation>{side}: {penalty}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="374"/>
        <source>Rubber won by {side} ({players}): {won} points to {lost}, margin {margin}</source>
        <translation>Rubber won by {side} ({players}): {won} points to {lost}, margin {margin}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="387"/>
        <source>Game won by {side} ({players}), {ns}–{ew}</source>
        <translation>Game won by {side} ({players}), {ns}–{ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="403"/>
        <source>Game {number}: NS {ns} – EW {ew} (game is {target})</source>
        <translation>Game {number}: NS {ns} – EW {ew} (game is {target})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="407"/>
        <source>games won: NS {ns}, EW {ew}</source>
        <translation>games won: NS {ns}, EW {ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="417"/>
        <source>No trumps: no turn-up</source>
        <translation>No trumps: no turn-up</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="421"/>
        <source>Last turn-up: {suit}</source>
        <translation>Last turn-up: {suit}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="424"/>
        <source>Turn-up: the dealer&apos;s last card sets trumps</source>
        <translation>Turn-up: the dealer&apos;s last card sets trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="460"/>
        <source>optional, e.g. Ann prop, Bob pass</source>
        <translation>optional, e.g. Ann prop, Bob pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="465"/>
        <location filename="../../whistclub/ui/families.py" line="553"/>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="466"/>
        <location filename="../../whistclub/ui/families.py" line="554"/>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="467"/>
        <source>Cop (partner)</source>
        <translation>Cop (partner)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="468"/>
        <location filename="../../whistclub/ui/families.py" line="556"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="475"/>
        <source>Last trick (all pass)</source>
        <translation>Last trick (all pass)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="480"/>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="495"/>
        <source>type the tricks the declaring side took, a number from 0 to 13</source>
        <translation>type the tricks the declaring side took, a number from 0 to 13</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="514"/>
        <source>write each call as a name and a call, e.g. Ann prop, Bob pass</source>
        <translation>write each call as a name and a call, e.g. Ann prop, Bob pass</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="558"/>
        <location filename="../../whistclub/ui/families.py" line="752"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="576"/>
        <source>void</source>
        <translation>void</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="578"/>
        <source>general misère</source>
        <translation>general misère</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="581"/>
        <location filename="../../whistclub/ui/families.py" line="775"/>
        <source>made</source>
        <translation>made</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="583"/>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="595"/>
        <source>{deal} → {total}</source>
        <translation>{deal} → {total}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="622"/>
        <source>Session over: {winners} won. Balances: {balances}</source>
        <translation>Session over: {winners} won. Balances: {balances}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="625"/>
        <source>Deal {number} of {total}. Balances: {balances}</source>
        <translation>Deal {number} of {total}. Balances: {balances}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="673"/>
        <location filename="../../whistclub/ui/families.py" line="745"/>
        <source>Bidders</source>
        <translation>Bidders</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="674"/>
        <location filename="../../whistclub/ui/families.py" line="746"/>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="675"/>
        <location filename="../../whistclub/ui/families.py" line="747"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="676"/>
        <location filename="../../whistclub/ui/families.py" line="748"/>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="679"/>
        <source>Bidders&apos; books (of 12)</source>
        <translation>Bidders&apos; books (of 12)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="689"/>
        <source>type the bid, books over six, 3 to 7</source>
        <translation>type the bid, books over six, 3 to 7</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="694"/>
        <source>type the books the bidders took of the 12 played, 0 to 12 (the kitty is added)</source>
        <translation>type the books the bidders took of the 12 played, 0 to 12 (the kitty is added)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="750"/>
        <source>Books</source>
        <translation>Books</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="777"/>
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="794"/>
        <source>{side} ({players}) win the game, {ns}–{ew}</source>
        <translation>{side} ({players}) win the game, {ns}–{ew}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/families.py" line="802"/>
        <source>NS {ns} – EW {ew}: game at +{target}, lost at {lose}</source>
        <translation>NS {ns} – EW {ew}: game at +{target}, lost at {lose}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="138"/>
        <source>Why?</source>
        <translation>Why?</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="193"/>
        <source>Correct selected deal (F2)</source>
        <translation>Correct selected deal (F2)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="195"/>
        <source>Delete selected deal</source>
        <translation>Delete selected deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="226"/>
        <source>Game {id}</source>
        <translation>Game {id}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="231"/>
        <source>Next to deal: {who}</source>
        <translation>Next to deal: {who}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="249"/>
        <source>Correcting deal {number} (Enter saves, Esc cancels)</source>
        <translation>Correcting deal {number} (Enter saves, Esc cancels)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="251"/>
        <source>Save correction</source>
        <translation>Save correction</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="253"/>
        <source>The game is over; select a deal to correct it.</source>
        <translation>The game is over; select a deal to correct it.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="254"/>
        <location filename="../../whistclub/ui/scorepad.py" line="261"/>
        <source>Record deal</source>
        <translation>Record deal</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="257"/>
        <source>Deal {number}: type the result, Tab between cells, Enter records</source>
        <translation>Deal {number}: type the result, Tab between cells, Enter records</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="278"/>
        <source>Why? (deal {number})</source>
        <translation>Why? (deal {number})</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="332"/>
        <source>Correct deal {number}</source>
        <translation>Correct deal {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="341"/>
        <source>Record deal {number}</source>
        <translation>Record deal {number}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/scorepad.py" line="416"/>
        <source>Delete deal {number}</source>
        <translation>Delete deal {number}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="174"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="179"/>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="184"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="184"/>
        <source>Letter (US)</source>
        <translation>Letter (US)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="188"/>
        <source>Large print (bigger score pad and lists)</source>
        <translation>Large print (bigger score pad and lists)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="192"/>
        <source>Club name:</source>
        <translation>Club name:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="193"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="194"/>
        <source>Paper size:</source>
        <translation>Paper size:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/dialogs.py" line="204"/>
        <source>Default rules, {family}:</source>
        <translation>Default rules, {family}:</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="69"/>
        <source>Welcome to WhistClub</source>
        <translation>Welcome to WhistClub</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="72"/>
        <source>&lt;h2&gt;Welcome to WhistClub&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Welcome to WhistClub&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="75"/>
        <source>There is no club database on this computer yet. Start your club, look around the demo club first, or open a club database you already have.</source>
        <translation>There is no club database on this computer yet. Start your club, look around the demo club first, or open a club database you already have.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="82"/>
        <location filename="../../whistclub/ui/welcome.py" line="98"/>
        <source>Start a new club</source>
        <translation>Start a new club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="85"/>
        <source>e.g. Hove Whist Club</source>
        <translation>e.g. Hove Whist Club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="88"/>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="94"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="94"/>
        <source>Letter (US)</source>
        <translation>Letter (US)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="103"/>
        <source>Club name:</source>
        <translation>Club name:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="104"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="105"/>
        <source>Paper size:</source>
        <translation>Paper size:</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="108"/>
        <source>The club database will be {path}</source>
        <translation>The club database will be {path}</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="116"/>
        <source>Open the demo club</source>
        <translation>Open the demo club</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="121"/>
        <source>28 players, a finished whist drive with its prizes, a rubber, a Solo session and a Bid Whist game, kept apart from your own club&apos;s records.</source>
        <translation>28 players, a finished whist drive with its prizes, a rubber, a Solo session and a Bid Whist game, kept apart from your own club&apos;s records.</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="127"/>
        <source>Open a club database…</source>
        <translation>Open a club database…</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="151"/>
        <source>Type the club&apos;s name first (you can change it later).</source>
        <translation>Type the club&apos;s name first (you can change it later).</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="177"/>
        <source>{club} (demo)</source>
        <translation>{club} (demo)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="183"/>
        <source>Open a club database</source>
        <translation>Open a club database</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="185"/>
        <source>Club databases ({patterns});;All files (*)</source>
        <translation>Club databases ({patterns});;All files (*)</translation>
    </message>
    <message>
        <location filename="../../whistclub/ui/welcome.py" line="192"/>
        <source>There is no file {path}; choose the club database file.</source>
        <translation>There is no file {path}; choose the club database file.</translation>
    </message>
</context>
</TS>
