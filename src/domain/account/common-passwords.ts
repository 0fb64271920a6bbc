/**
 * Passwords seen again and again in public breach corpora, written down for this app (no
 * network at run time or build time). Only entries of 8+ characters matter: the policy already
 * refuses shorter ones. The check is case-insensitive and also tries the password with common
 * suffixes (digits, "!") removed, so "Sunshine2024!" counts as "sunshine" (password-policy.ts).
 * ASVS 2.1.7 asks for at least the top 1,000; the literal list plus the stems × endings below make about 1,700.
 */
const LITERAL = `
password password1 password12 password123 password1234 passw0rd p@ssword p@ssw0rd pa$$word
12345678 123456789 1234567890 0123456789 87654321 987654321 11111111 111111111 1111111111
00000000 000000000 22222222 33333333 44444444 55555555 66666666 77777777 88888888 99999999
12341234 11223344 12121212 13131313 12344321 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 zaq12wsx
zaq1zaq1 q1w2e3r4 q1w2e3r4t5 qwertyui qwertyuiop qwerty123 qwerty12 qwerty1234 asdfghjk
asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123 azertyui azerty123 qazwsxedc 1234qwer qwer1234
abcd1234 abc12345 abcdefgh abcdefg1 abc123456 a1b2c3d4 aa123456 aaaaaaaa iloveyou iloveyou1
iloveyou2 ilovegod iloveyou! sunshine sunshine1 princess princess1 football football1
baseball baseball1 basketball superman superman1 batman123 starwars starwars1 trustno1
whatever welcome1 welcome123 letmein1 letmein123 master123 mustang1 michael1 jennifer
jessica1 charlie1 michelle computer computer1 corvette maverick midnight mercedes
chocolate cheese123 cookie123 butterfly dragon123 dragonball pokemon1 pokemon123 monkey123
monkey12 shadow123 shadow12 jordan23 jordan123 hunter123 hunter12 killer123 soccer123
hockey123 liverpool chelsea1 arsenal1 manchester barcelona juventus realmadrid tottenham
newcastle benfica1 passport password! password2 password3 password7 password9 passwort
motdepasse contrasena contraseña senha123 parola123 hasło123 salasana lozinka1 wachtwoord
changeme changeme1 changeme123 default1 secret123 secret12 admin123 admin1234 administrator
adminadmin root1234 toor1234 guest123 test1234 testing1 testing123 temp1234 user1234
login123 access14 access123 internet internet1 samsung1 samsung123 iphone123 google123
facebook facebook1 youtube1 twitter1 linkedin instagram microsoft windows1 windows7
windows10 computer123 myspace1 yahoo123 hotmail1 outlook1 matrix123 freedom1 freedom123
nothing1 anything something iloveme1 loveyou1 lovelove lovely123 loveme12 lover123
beautiful babygirl babygirl1 babyboy1 sweetheart sweetie1 angel123 angels123 heaven123
blessed1 jesus123 jesuschrist godisgood christ123 faith123 trinity1 spiritual
friends1 friendship bestfriend family123 mylove12 forever1 foreverlove 1234abcd
qwertyu1 asdfasdf qweasdzxc qweasd123 zxcasdqwe 147258369 159753456 741852963 963852741
123698745 123654789 789456123 456789123 14725836 15935745 12369874 98765432 1234554321
123qweasd 123qweasdzxc 123456qwe 123456abc 123456aa 1234567a 12345qwert 12345abc
qwerty12345 password01 pass1234 pass12345 mypassword mypass123 yourpassword newpassword
oldpassword nopassword thepassword passpass password88 password11 password22 password99
summer2020 summer2021 summer2022 summer2023 summer2024 summer2025 summer2026 winter2020
winter2021 winter2022 winter2023 winter2024 winter2025 winter2026 spring2024 spring2025
autumn2024 autumn2025 fall2024 january1 february march123 april123 december november
october1 september august12 monday123 friday13 weekend1 holiday1 vacation christmas
christmas1 halloween valentine birthday birthday1 happy123 happyday smile123 sunflower
rainbow1 rainbow123 butterfly1 flower123 flowers1 garden123 summer123 springtime
starlight moonlight sunlight sunset12 blueberry strawberry raspberry pineapple
watermelon blackberry chocolate1 vanilla1 caramel1 cupcake1 pancake1 cookies1 muffin12
banana123 apple123 orange123 cherry123 peaches1 lemonade coffee123 espresso1 bakery123
bread123 pizza123 burger12 hotdog123 sandwich breakfast larkspur larkspur1 larkspur123
dolphin1 elephant giraffe1 penguin1 tiger123 lion1234 monkey12 panther1 jaguar12 leopard1
cheetah1 dragon12 dragons1 phoenix1 unicorn1 mermaid1 pegasus1 griffin1 wolfpack
doggie12 puppy123 kitty123 kitten12 catlover doglover snoopy12 scooby12 garfield
mickey12 minnie12 pikachu1 naruto12 goku1234 sasuke12 spiderman ironman1 captain1
avengers thor1234 hulk1234 wolverine deadpool1 batman12 joker123 harleyquinn superstar
rockstar popstar1 rocknroll metallica nirvana1 beatles1 eminem12 michaeljackson
princess12 queen123 king1234 kingkong prince12 emperor1 knight12 warrior1 soldier1
ninja123 samurai1 viking12 pirate12 cowboy12 cowboys1 redskins steelers eagles12
patriots packers1 raiders1 broncos1 chargers yankees1 redsox12 dodgers1 lakers12 celtics1
bulls123 knicks12 warriors ranger12 rangers1 penguins blackhawk maplelea canucks1
marlboro camaro12 ferrari1 porsche1 lamborghini mercedes1 yamaha12 harley12 kawasaki
suzuki12 toyota12 honda123 nissan12 chevrolet chevy123 ford1234 mustang123 jeep1234
thunder1 lightning hurricane tornado1 blizzard avalanche volcano1 earthquake
universe galaxy12 planet12 jupiter1 saturn12 mercury1 neptune1 pluto123 cosmos12
america1 america123 usa12345 newyork1 california texas123 florida1 chicago1 boston12
washington virginia maryland portland seattle1 denver12 atlanta1 houston1 dallas12
phoenix12 brooklyn london12 paris123 berlin12 madrid12 toronto1 montreal canada12
australia england1 scotland ireland1 germany1 france12 italia12 brazil12 mexico12
qwerty11 qwerty01 q1w2e3r4t5y6 1q2w3e4r5t6y zaq1xsw2 xsw2zaq1 !qaz2wsx 1qaz@wsx
P@ssw0rd1 Passw0rd! Password1! Welcome1! Welcome@123 Admin@123 Admin123! Qwerty123!
abcdefg123 abcde12345 a123456789 aa12345678 asd12345 asdasdasd qweqweqwe zxczxczxc
123123123 321321321 123321123 789789789 456456456 147147147 159159159 963963963
ghjcnjnfr qwertyqwerty asdfqwer zxcvasdf poiuytre lkjhgfds mnbvcxz1 1234zxcv
letmein! letmeinnow openup12 opensesame sesame12 trustme1 believe1 destiny1 dreamer1
imagine1 remember whatever1 everything nevermind goodbye1 hello123 hello1234 helloworld
hi123456 hey12345 yes12345 okokokok blahblah yellow12 purple12 orange12 silver12
golden12 diamond1 crystal1 emerald1 sapphire platinum titanium chrome12 copper12
bigdaddy bigboss1 bossman1 badboy12 goodgirl goodboy1 sexygirl sexyboy1 hottie12
cutie123 pretty12 gorgeous handsome awesome1 awesome123 amazing1 perfect1 fantastic
wonderful brilliant excellent champion champions winner12 loser123 fuckyou1 fuckoff1
asshole1 bullshit shithead iamthebest iamgreat imthebest numberone number01 first123
michael123 jennifer1 jessica123 ashley12 amanda12 samantha samantha1 elizabeth
stephanie victoria1 alexander alexandra christopher christina1 nicholas1 jonathan
benjamin1 matthew1 andrew12 joshua12 daniel12 daniel123 anthony1 william1 richard1
charles1 thomas12 robert12 patrick1 jackson1 madison1 brandon1 justin12 tyler123
austin12 taylor12 hannah12 abigail1 natalie1 isabella sophia12 olivia12 emily123
chelsea12 jasmine1 heather1 melissa1 nicole12 rebecca1 rachel12 lauren12 megan123
danielle caroline katherine patricia margaret jonathan1 fernando1 gabriel1 alejandro
francisco santiago1 mohammed1 muhammad1 abdullah ahmed123 ali12345 hassan12 natasha1
svetlana ekaterina anastasia alexandr1 dmitriy1 sergey12 vladimir1 maxwell1 charlotte
1234567890a qwerty1! trustno1! access12 master12 master01 michael12 shadow1 superman12
football12 baseball12 soccer12 hockey12 tennis12 golfer12 golf1234 runner12 swimming
cycling1 running1 fitness1 workout1 gymrat12 bodybuilder yoga1234 dance123 dancer12
singer12 music123 musician guitar12 piano123 drummer1 violin12 trumpet1 saxophone
student1 student123 teacher1 teacher123 school12 college1 university graduate
engineer doctor12 nurse123 lawyer12 police12 firefighter military marines1 army1234
navy1234 airforce security security1 password#1 internet123 network1 server12 database
letmein01 computer01 system12 system123 private1 personal confidential secret01
1a2b3c4d a1s2d3f4 q1a2z3w4 1z2x3c4v z1x2c3v4 qazqazqaz wsxwsxwsx edcedcedc
zzzzzzzz xxxxxxxx qqqqqqqq wwwwwwww ssssssss dddddddd ffffffff abababab asasasas
`;

/** Everyday words people build passwords from; each is also listed with the usual endings. */
const STEMS = `
dragon monkey shadow master michael jordan hunter killer soccer hockey ranger harley thomas
robert daniel charlie george andrew joshua ginger pepper buster cookie bailey maggie jasmine
summer winter spring autumn flower tigger coffee cheese banana orange purple silver yellow
orange secret lovely angel honey sugar candy peanut butter muffin bread cake pizza love
baby happy lucky magic money power freedom family friend heart soccer tennis hello
welcome letmein admin qwerty abc iloveyou football baseball princess sunshine starwars
superman batman pokemon naruto matrix mustang ferrari phoenix london paris boston
`;

const ENDINGS = [
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '!',
  '1!',
  '123!',
  '01',
  '69',
  '007',
  '2023',
  '2024',
  '2025',
  '2026',
];

function buildList(): Set<string> {
  const set = new Set<string>();
  for (const word of LITERAL.split(/\s+/)) if (word) set.add(word.toLowerCase());
  for (const stem of STEMS.split(/\s+/)) {
    if (!stem) continue;
    for (const ending of ['', ...ENDINGS]) {
      const candidate = `${stem}${ending}`;
      if (candidate.length >= 8) set.add(candidate);
    }
  }
  return set;
}

export const COMMON_PASSWORDS: ReadonlySet<string> = buildList();
