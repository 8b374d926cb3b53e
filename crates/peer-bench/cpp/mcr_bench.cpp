// mcr_bench: the Chinese Official (MCR) fan calculator of pymahjonggb 1.4.0
// (MahjongGB/mahjong-algorithm, `mahjong::calculate_fan`) timed on the hands that
// `peer-bench mcr-hands FILE` writes, the hands `peer-bench` times as `mcr/check_score`.
// A program of its own because the project's Rust has no `unsafe` (so no FFI);
// scripts/peer-bench.sh fetches the sdist and builds this with the calculator's .cpp files:
//   g++ -std=c++17 -O2 -DNDEBUG -I<sdist>/MahjongGB/mahjong-algorithm mcr_bench.cpp
//       <sdist>/.../fan_calculator.cpp <sdist>/.../shanten.cpp -o mcr_bench
//
// Usage:
//   mcr_bench HANDS        a warm-up pass that checks every total against ours, then 5 timed
//                          passes; prints one line of key=value (ns is the median pass's time
//                          divided by the hands)
//   mcr_bench once HANDS   one pass in measured_mcr, for
//                          valgrind --tool=callgrind --toggle-collect='measured_mcr*'
//
// The hands file: one hand a line ('#' starts a comment line), whitespace-separated integers,
// tiles as the calculator's codes in hex (0x11-0x19 characters = m, 0x21-0x29 bamboo = s,
// 0x31-0x39 dots = p, 0x41-0x47 E S W N red green white):
//   OURS FLOWERS FLAGS SEAT PREVALENT WIN  NPACKS {TYPE OFFER TILE}*NPACKS  NSTANDING {TILE}*NSTANDING
// OURS is the engine's total (flowers included), FLAGS the calculator's WIN_FLAG_* bits, the winds
// 0-3 (E S W N), TYPE 1 chow 2 pung 3 kong, OFFER 0 for a concealed kong (1-3 otherwise), a
// chow's TILE its middle tile; the standing tiles exclude the winning tile.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fan_calculator.h"

struct Hand {
    mahjong::calculate_param_t param;
    int ours;      // the engine's total
    int expected;  // the calculator's total that agrees with ours (see kong_adjustment)
    int line;      // in the hands file, for messages
};

// The one place where the calculator's total is not ours: with exactly one concealed kong and one
// melded kong, `calculate_kongs` (fan_calculator.cpp, case 2 kongs with concealed_kong_cnt 1)
// scores CONCEALED_KONG_AND_MELDED_KONG, 5 fans (SUPPORT_CONCEALED_KONG_AND_MELDED_KONG is 1),
// where the rule book and the engine count a melded kong (1) and a concealed kong (2). The kongs
// are declared packs, the same in every arrangement, so the best arrangement is 2 fans higher.
static int kong_adjustment(const mahjong::hand_tiles_t &h) {
    int concealed = 0, melded = 0;
    for (intptr_t i = 0; i < h.pack_count; ++i) {
        if (mahjong::pack_get_type(h.fixed_packs[i]) == PACK_TYPE_KONG) {
            ++(mahjong::is_pack_melded(h.fixed_packs[i]) ? melded : concealed);
        }
    }
    return concealed == 1 && melded == 1 ? 2 : 0;
}

static bool parse_line(const std::string &text, Hand &h) {
    std::istringstream in(text);
    auto next = [&in](long &v) {
        std::string tok;
        if (!(in >> tok)) return false;
        char *end = nullptr;
        v = std::strtol(tok.c_str(), &end, 0);  // base 0: 0x.. is hex
        return *end == '\0';
    };
    long ours = 0, flowers = 0, flags = 0, seat = 0, prevalent = 0, win = 0, npacks = 0, nstanding = 0;
    if (!next(ours) || !next(flowers) || !next(flags) || !next(seat) || !next(prevalent) || !next(win) ||
        !next(npacks) || npacks < 0 || npacks > 4)
        return false;
    mahjong::calculate_param_t &p = h.param;
    p = mahjong::calculate_param_t{};
    for (long i = 0; i < npacks; ++i) {
        long type = 0, offer = 0, tile = 0;
        if (!next(type) || !next(offer) || !next(tile) || type < 1 || type > 3 || offer < 0 || offer > 3)
            return false;
        p.hand_tiles.fixed_packs[i] = mahjong::make_pack(static_cast<uint8_t>(offer), static_cast<uint8_t>(type),
                                                         static_cast<mahjong::tile_t>(tile));
    }
    p.hand_tiles.pack_count = npacks;
    if (!next(nstanding) || nstanding < 0 || nstanding > 13) return false;
    for (long i = 0; i < nstanding; ++i) {
        long tile = 0;
        if (!next(tile)) return false;
        p.hand_tiles.standing_tiles[i] = static_cast<mahjong::tile_t>(tile);
    }
    p.hand_tiles.tile_count = nstanding;
    std::string rest;
    if (in >> rest || seat < 0 || seat > 3 || prevalent < 0 || prevalent > 3 || flowers < 0 || flowers > 8) return false;
    p.win_tile = static_cast<mahjong::tile_t>(win);
    p.flower_count = static_cast<uint8_t>(flowers);
    p.win_flag = static_cast<mahjong::win_flag_t>(flags);
    p.seat_wind = static_cast<mahjong::wind_t>(seat);
    p.prevalent_wind = static_cast<mahjong::wind_t>(prevalent);
    h.ours = static_cast<int>(ours);
    h.expected = h.ours + kong_adjustment(p.hand_tiles);
    return true;
}

// One pass: every hand scored (the fan table filled, as the Python binding asks for it) and its
// total compared with the expected one. All input was read and converted before.
__attribute__((noinline)) static size_t measured_mcr(const std::vector<Hand> &hands) {
    size_t wrong = 0;
    mahjong::fan_table_t table;
    for (const Hand &h : hands) {
        wrong += mahjong::calculate_fan(&h.param, &table) != h.expected;
    }
    return wrong;
}

static double pass_ns(const std::vector<Hand> &hands, size_t &wrong) {
    auto t = std::chrono::steady_clock::now();
    wrong = measured_mcr(hands);
    std::chrono::duration<double, std::nano> d = std::chrono::steady_clock::now() - t;
    return d.count() / static_cast<double>(hands.size());
}

int main(int argc, char **argv) {
    bool once = argc == 3 && std::strcmp(argv[1], "once") == 0;
    if (argc != 2 && !once) {
        std::fprintf(stderr, "usage: mcr_bench [once] HANDS\n");
        return 2;
    }
    const char *path = argv[argc - 1];
    std::ifstream file(path);
    if (!file) {
        std::fprintf(stderr, "mcr_bench: cannot read %s\n", path);
        return 2;
    }
    std::vector<Hand> hands;
    std::string text;
    for (int line = 1; std::getline(file, text); ++line) {
        if (text.empty() || text[0] == '#') continue;
        Hand h;
        h.line = line;
        if (!parse_line(text, h)) {
            std::fprintf(stderr, "mcr_bench: %s:%d: not a hand: %s\n", path, line, text.c_str());
            return 2;
        }
        hands.push_back(h);
    }
    if (hands.empty()) {
        std::fprintf(stderr, "mcr_bench: no hands in %s\n", path);
        return 2;
    }

    size_t wrong = 0;
    if (once) {
        double ns = pass_ns(hands, wrong);
        std::printf("mcr_bench once: %zu hands, %zu wrong, %.0f ns per hand\n", hands.size(), wrong, ns);
        return wrong != 0;
    }

    // The warm-up pass checks every hand, untimed: ours against the calculator's total.
    size_t agree = 0, adjusted = 0, shown = 0;
    mahjong::fan_table_t table;
    for (const Hand &h : hands) {
        int theirs = mahjong::calculate_fan(&h.param, &table);
        if (theirs == h.expected) {
            ++agree;
            adjusted += h.expected != h.ours;
        } else if (shown++ < 5) {
            std::fprintf(stderr, "mcr_bench: line %d: calculator %d, ours %d (expected %d)\n", h.line, theirs,
                         h.ours, h.expected);
        }
    }

    // As peer-bench times its lists: an untimed pass, then a timed one; the median of 5.
    const int passes = 5;
    std::vector<double> ns;
    for (int i = 0; i < passes; ++i) {
        measured_mcr(hands);
        ns.push_back(pass_ns(hands, wrong));
    }
    std::sort(ns.begin(), ns.end());
    std::printf("mcr_bench hands=%zu passes=%d ns=%.1f agree=%zu kong_adjusted=%zu differ=%zu\n", hands.size(),
                passes, ns[passes / 2], agree, adjusted, hands.size() - agree);
    return agree != hands.size();
}
