/**
 * The most common passwords of 8 characters or more, as they appear at the top of public breach lists
 * (shorter ones are refused by the length rule anyway). Compared in lower case, so "Password1" is caught too.
 * A small list on purpose: it stops the guesses an attacker tries first without annoying anyone else.
 */
const LIST = `
password 12345678 123456789 1234567890 12345678910 11111111 00000000 88888888 87654321 11223344
password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word passwort motdepasse
qwertyuiop qwerty123 qwerty12 qwerty1234 qwertyui qwertyu1 1qaz2wsx 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y
q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 zaq12wsx zaq1zaq1 zxcvbnm1 zxcvbnm123 asdfghjkl asdfghjk asdf1234
iloveyou iloveyou1 iloveyou2 iloveu123 loveyou1 sunshine sunshine1 princess princess1 football football1
baseball baseball1 basketball superman superman1 batman123 spiderman starwars starwars1 pokemon1
welcome1 welcome123 welcome12 letmein1 letmein123 trustno1 whatever1 computer computer1 internet
michael1 jennifer jessica1 jordan23 michelle charlie1 danielle anthony1 samantha ashley12 alexander
christian nicholas benjamin victoria elizabeth jonathan chocolate butterfly1 butterfly blink182
sophie123 mustang1 midnight maverick mercedes1 ferrari1 corvette hello123 hello1234 helloworld
monkey123 monkey12 dragon12 dragon123 dragonball master12 master123 shadow12 shadow123 freedom1
abc12345 abcd1234 abcdefgh abcdef123 abc123456 aa123456 aa12345678 a1234567 a12345678 a123456789
1234qwer 123qwe123 123qweasd 123456abc 123456qwe 12345qwert 123abc123 qweasdzxc qazwsxedc qazwsx123
1234abcd 12341234 12344321 12121212 123123123 123321123 147258369 159753456 987654321 963852741
741852963 789456123 456789123 11112222 55555555 66666666 77777777 99999999 22222222 33333333 44444444
12qwaszx 1qazxsw2 2wsx3edc !qaz2wsx qwer1234 asdf123456 zxcv1234 qwerasdf 1111111111 0987654321
changeme changeme1 default1 administrator admin123 admin1234 adminadmin root1234 rootroot secret123
guest123 test1234 testtest test12345 tester123 user1234 login123 pass1234 passpass temp1234 access14
security security1 mypassword yourpassword newpassword oldpassword newyork1 california liverpool
chelsea1 arsenal1 manchester barcelona realmadrid juventus tottenham cowboys1 steelers yankees1 lakers24
eagles12 packers1 patriots dolphins redskins broncos1 raiders1 rangers1 penguins blackhawks
whatever qwerty11 qwerty007 jesus123 jesus777 blessed1 godisgood lovelove loveme12 lovely12
fuckyou1 fuckoff1 asshole1 bigdaddy cocacola pepsi123 chicken1 cookie12 banana12 pumpkin1 orange12
pineapple strawberry watermelon snowball rainbow1 november december september trustme1 nothing1
matrix12 phoenix1 thunder1 hunter12 hunter123 ranger12 tigger12 soccer12 soccer123 hockey12 hockey123
tennis12 golfer12 killer12 killer123 ninja123 pirate12 samsung1 samsung123 iphone12 apple123 google123
facebook youtube1 linkedin twitter1 instagram microsoft windows1 linux123 ubuntu12 minecraft
fortnite1 roblox123 zelda123 mario123 naruto12 qwertyuiop123 asdfghjkl1 zxcvbnm12 1qaz1qaz 1q2w3e4r5
aaaaaaaa aaaaaaaa1 abcabc123 aabbccdd 01234567 012345678 0123456789 10203040 102030405 1020304050
11235813 31415926 20102010 20202020 19871987 19901990 19911991 19921992 19931993 19941994 19951995
summer2020 summer2021 summer2022 summer2023 summer2024 summer2025 summer2026 winter2024 winter2025
spring2025 autumn2025 january1 february march2025 password2024 password2025 password2026 welcome2025
welcome2026 company1 company123 boxyard1 boxyard123 container container1 shipping shipping1
`;

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean));

/** True when the password (ignoring case and surrounding spaces) is one of the most common ones. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_COUNT = COMMON.size;
