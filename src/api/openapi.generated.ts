// Generated from contract/openapi.yaml by `npm run openapi` (openapi-typescript): do not edit.
export interface paths {
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description A documented call of the contract. Response is the user; the error body has a message to show.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/demo-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as the demo user
         * @description A documented call of the contract. No body. Response is the demo user.
         */
        post: operations["demoLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and sign in
         * @description A documented call of the contract. Response is the new user, signed in; the error body has a message to show. A resident joins their society's own group.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Proposed (not yet in production). No body. Ends the session, if any, and clears the cookie. A production backend must have this call: the session cookie is HttpOnly, so the app cannot end the session itself, and without it the cookie stays valid after the resident logs out.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Proposed (not yet in production). Tells whether the session cookie is still valid, and for whom.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List feed posts
         * @description A documented call of the contract. Without parameters, every feed post; with `filter` and `userId`, the feed tabs. List of posts with author and society, newest first (trending: most likes + comments + reposts first). Paging and the other parameters are proposed.
         */
        get: operations["listPosts"];
        put?: never;
        /**
         * Create a feed post
         * @description A documented call of the contract. Hashtags and mentions are taken from the text again by the server. The documented client does not read the response, the created post.
         */
        post: operations["createPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Engagement totals
         * @description Proposed (not yet in production). Totals of the feed posts of a period (all time when left out).
         */
        get: operations["getPostStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One post
         * @description Proposed (not yet in production). A feed or group post by id.
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post's comments
         * @description Proposed (not yet in production). Oldest first; comments of users the viewer blocked are left out.
         */
        get: operations["listComments"];
        put?: never;
        /**
         * Comment on a post
         * @description Proposed (not yet in production). The text is stored trimmed.
         */
        post: operations["createComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/affected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Say a concern affects you too
         * @description Proposed (not yet in production). For residents of the concern's society (anyone for a builder-wide concern) other than its author; notifies the author. Answers the concern as it is now.
         */
        post: operations["markAffected"];
        /**
         * Take back "affects me too"
         * @description Proposed (not yet in production). Answers the concern as it is now.
         */
        delete: operations["unmarkAffected"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a concern along its lifecycle
         * @description Proposed (not yet in production). The care team acknowledges, starts work on and resolves a concern (a note is required to resolve); its author closes (with an optional rating) or reopens it (a reason is required) once resolved (docs/product.md#concerns). Recorded on the timeline; the author and the affected residents are notified.
         */
        post: operations["changeConcernStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A concern's timeline
         * @description Proposed (not yet in production). Everything that happened to the concern, oldest first, each with its time and actor.
         */
        get: operations["listConcernTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/assignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a concern an owner on the care team
         * @description Proposed (not yet in production). For the care team serving the concern's society; the assignee must serve it too. Recorded on the timeline.
         */
        post: operations["assignConcern"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a concern officially
         * @description Proposed (not yet in production). The care team's official response, shown with a "Care team" badge; recorded on the timeline.
         */
        post: operations["respondToConcern"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The care team's queue of concerns
         * @description Proposed (not yet in production). Every concern of the societies the signed-in care team member serves, with counts per status; filtered and sorted as asked.
         */
        get: operations["getCareQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The care team serving a society
         * @description Proposed (not yet in production). The society's manager and the builder's care head, whom a concern of that society can be assigned to; every care team member without `societyId`.
         */
        get: operations["listCareTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/concerns/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open concerns like the one being written
         * @description Proposed (not yet in production). Up to three unresolved concerns of the society and category whose text shares the most words with `text`, so a resident can join one instead of raising it again. Builder-wide concerns of the category count for every society.
         */
        get: operations["findSimilarConcerns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a like
         * @description A documented call of the contract. Raises the post's likesCount and notifies its author. The documented client does not read the response.
         */
        post: operations["likePost"];
        /**
         * Remove a like
         * @description A documented call of the contract. Lowers likesCount and takes back the author's notification of the like. A DELETE with a JSON body, as the documented client sends it.
         */
        delete: operations["unlikePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reposts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a repost
         * @description A documented call of the contract. Raises the post's repostsCount and notifies its author. The documented client does not read the response.
         */
        post: operations["repostPost"];
        /**
         * Remove a repost
         * @description A documented call of the contract. Lowers repostsCount and takes back the author's notification of the repost. A DELETE with a JSON body, as the documented client sends it.
         */
        delete: operations["unrepostPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a saved post
         * @description Proposed (not yet in production). Adds the post to the user's saved posts. The documented client does not read the response.
         */
        post: operations["savePost"];
        /**
         * Remove a saved post
         * @description Proposed (not yet in production). A DELETE with a JSON body, as the documented client sends it.
         */
        delete: operations["unsavePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a post or a user
         * @description A documented call of the contract. All five keys are sent. The documented client does not read the response.
         */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/care/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The care team's open reports and appeals
         * @description Proposed (not yet in production). For the care team only. Every open report of the societies the signed-in member serves, grouped by what was reported (a post's open reports are one case, with how many residents reported it and who), and every pending appeal of a removed post, marked as one. Oldest first.
         */
        get: operations["listModerationCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a report
         * @description Proposed (not yet in production). For the care team serving the society of what was reported. Keep (no rule broken), remove the post, or warn its author; a note to the author is required to remove or warn. One decision closes every open report of the same post, and each reporter is told the outcome; the author of a removed post or a warned author is told with the note. A report of a user (no post) cannot be removed (400).
         */
        post: operations["decideReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/appeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a second look at a removed post
         * @description Proposed (not yet in production). By the author of a removed post, once, with a reason. The appeal comes back to the care team's reports, to be decided by a member other than the one who removed the post.
         */
        post: operations["appealRemoval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/appeal/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide an appeal
         * @description Proposed (not yet in production). For the care team serving the post's society, except the member who removed the post. Keep it removed, or restore it (back in every feed and count). The author is told.
         */
        post: operations["decideAppeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's own reports
         * @description Proposed (not yet in production). Each report the signed-in user made, newest first, with its state (under review, or the outcome). Only for oneself.
         */
        get: operations["listMyReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/societies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List societies
         * @description A documented call of the contract. Fetched when a composer or the Create Post dialog opens. Ordered by id.
         */
        get: operations["listSocieties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/societies/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every society's response record, ranked
         * @description Proposed (not yet in production). The figures of every society's concerns over the period, best share resolved within target first (no share last), and the builder-wide totals, which also count builder-wide concerns (those belong to no society). Public, as the landing page shows the totals to visitors; no resident is named.
         */
        get: operations["listSocietyRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/societies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One society
         * @description Proposed (not yet in production). A society with its count of residents and of groups. Public.
         */
        get: operations["getSociety"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/societies/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A society's response record
         * @description Proposed (not yet in production). How fast the society's concerns were handled over the period, computed from their timelines (docs/product.md, "Society records"), with the concerns opened and resolved per 7-day bucket and the time to resolve per category. Public.
         */
        get: operations["getSocietyRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A profile
         * @description A documented call of the contract. Read: fullName, username, profileImage, bio, society, posts, followingCount, followersCount, yearsLiving. The screen says "Profile not found" on an error.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit the own profile
         * @description Proposed (not yet in production). The Edit Profile form. Response is the updated user.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A profile by username
         * @description Proposed (not yet in production). Where an @mention leads. The same user object as GET /api/users/{id}.
         */
        get: operations["getUserByUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People You May Know
         * @description Proposed (not yet in production). Up to 5 users not yet followed or blocked: neighbours of the same society first, then the most followed.
         */
        get: operations["listSuggestedUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saved posts
         * @description Proposed (not yet in production). The posts the user saved, last saved first.
         */
        get: operations["listSavedPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/blocked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blocked users
         * @description Proposed (not yet in production). The users the user blocked, last blocked first.
         */
        get: operations["listBlockedUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow a user
         * @description A documented call of the contract. Notifies the followed user. The documented client does not read the response.
         */
        post: operations["followUser"];
        /**
         * Unfollow a user
         * @description A documented call of the contract. Takes back the followed user's notification of the follow. A DELETE with a JSON body, as the documented client sends it.
         */
        delete: operations["unfollowUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a user
         * @description Proposed (not yet in production). Ends following both ways and hides the blocked user's posts and comments.
         */
        post: operations["blockUser"];
        /**
         * Unblock a user
         * @description Proposed (not yet in production). A DELETE with a JSON body.
         */
        delete: operations["unblockUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/following/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stories of followed users
         * @description A documented call of the contract. Newest first. The screen says "Failed to fetch stories" on an error.
         */
        get: operations["listFollowingStories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/story-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a story viewed
         * @description Proposed (not yet in production). Viewing again is not an error: the story stays viewed.
         */
        post: operations["viewStory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List notifications
         * @description Proposed (not yet in production). Newest first; the screens group them by day and filter them by tab.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unread count
         * @description Proposed (not yet in production). The number on the notification badges.
         */
        get: operations["getUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all read
         * @description Proposed (not yet in production). Marks every unread notification of the user read.
         */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one read
         * @description Proposed (not yet in production). No body. Response is the notification, now read.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List groups
         * @description Proposed (not yet in production). Newest first, with the viewer's memberStatus; suggested puts the societies' own groups first, then the largest.
         */
        get: operations["listGroups"];
        put?: never;
        /**
         * Create a group
         * @description Proposed (not yet in production). The creator becomes its admin and first member.
         */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Group counts
         * @description Proposed (not yet in production). The counts on the tabs of the Groups screen.
         */
        get: operations["getGroupStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One group
         * @description Proposed (not yet in production). With the admin and members; join requests for the admin only.
         */
        get: operations["getGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join, or ask to join
         * @description Proposed (not yet in production). A public group is joined; a private one gets a pending request. Notifies the admin.
         */
        post: operations["joinGroup"];
        /**
         * Leave, or withdraw a request
         * @description Proposed (not yet in production). A DELETE with a JSON body. memberStatus is then none; the admin's notification of the join or request is taken back.
         */
        delete: operations["leaveGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}/requests/{userId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a join request
         * @description Proposed (not yet in production). The group admin lets a user in.
         */
        post: operations["approveJoinRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}/requests/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Decline a join request
         * @description Proposed (not yet in production). The group admin turns a request down. A DELETE with a JSON body.
         */
        delete: operations["declineJoinRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Group posts
         * @description Proposed (not yet in production). Newest first; members only.
         */
        get: operations["listGroupPosts"];
        put?: never;
        /**
         * Post in a group
         * @description Proposed (not yet in production). Members only. Response is the post, with groupId set.
         */
        post: operations["createGroupPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hashtags/trending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trending hashtags
         * @description Proposed (not yet in production). The tags of the period's feed posts, most used first; the first three are flagged trending. #BuilderWide is not counted.
         */
        get: operations["listTrendingHashtags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search
         * @description Proposed (not yet in production). Residents, societies, hashtags and groups whose names contain the text (a leading # or @ is ignored). An empty text finds nothing.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file
         * @description Proposed (not yet in production). The file travels as a base64 data URL. Pass the returned id in attachmentIds.
         */
        post: operations["uploadAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The body of every non-2xx response; a server may add fields of its own. */
        ErrorBody: {
            /** @description What went wrong, fit to show to the user. */
            message: string;
        };
        /** @description A housing society of the builder. */
        Society: {
            /** @description Society id. */
            id: number;
            /** @description For example "Vasundhara Greens". */
            name: string;
            /** @description City. */
            city: string;
            /** @description State. */
            state: string;
        };
        /** @description Proposed (not yet in production). A society with its counts. */
        SocietyProfile: {
            /** @description Society id. */
            id: number;
            /** @description For example "Vasundhara Greens". */
            name: string;
            /** @description City. */
            city: string;
            /** @description State. */
            state: string;
            /** @description Residents of the society. */
            residentsCount: number;
            /** @description Groups of the society. */
            groupsCount: number;
        };
        /**
         * @description Proposed (not yet in production). A record's period in days.
         * @enum {integer}
         */
        RecordPeriod: 30 | 90;
        /** @description Proposed (not yet in production). How a set of concerns was handled over a period (docs/product.md, "Society records"). A median, share or average is null when nothing counts for it. */
        RecordFigures: {
            /** @description Concerns raised within the period. */
            opened: number;
            /** @description Concerns that first reached Resolved within the period. */
            resolved: number;
            /** @description Concerns open, acknowledged, in progress or reopened now, whenever raised. */
            openNow: number;
            /** @description Concerns closed within the period, by their author or automatically a week after Resolved. */
            closed: number;
            /** @description Median hours from raised to the first status step (Acknowledged or later), over the concerns that took it within the period. */
            medianHoursToAcknowledge: number | null;
            /** @description Median hours from raised to first Resolved, over the resolved. */
            medianHoursToResolve: number | null;
            /** @description Of the resolved, those resolved within their category's target. */
            resolvedWithinTarget: number;
            /** @description resolvedWithinTarget / resolved, 0 to 1. */
            resolvedWithinTargetShare: number | null;
            /** @description Of the resolved, those their author reopened. */
            reopened: number;
            /** @description reopened / resolved, 0 to 1. */
            reopenedShare: number | null;
            /** @description Average rating, 1 to 5, of the closed that carry one; an automatic close has none. */
            averageRating: number | null;
            /** @description The closed that carry a rating. */
            rated: number;
        };
        /** @description Proposed (not yet in production). Seven days of a record, the last ending now; the oldest is cut at the period's start. */
        RecordWeek: {
            /**
             * Format: date-time
             * @description Its start (not included).
             */
            from: string;
            /**
             * Format: date-time
             * @description Its end (included).
             */
            to: string;
            /** @description Concerns raised in these days. */
            opened: number;
            /** @description Concerns first resolved in these days. */
            resolved: number;
        };
        /** @description Proposed (not yet in production). Time to resolve in one category. */
        RecordCategory: {
            category: components["schemas"]["ConcernCategory"];
            /** @description Concerns of the category resolved in the period. */
            resolved: number;
            /** @description Median hours from raised to first Resolved. */
            medianHoursToResolve: number;
            /** @description Of them, resolved within the target. */
            resolvedWithinTarget: number;
            /** @description The category's target to resolve, in hours. */
            targetHours: number;
        };
        /** @description Proposed (not yet in production). One society's response record. */
        SocietyRecord: {
            society: components["schemas"]["Society"];
            period: components["schemas"]["RecordPeriod"];
            /**
             * Format: date-time
             * @description The moment the period ends.
             */
            asOf: string;
            figures: components["schemas"]["RecordFigures"];
            /** @description Oldest first. */
            weeks: components["schemas"]["RecordWeek"][];
            /** @description The categories with a concern resolved in the period, slowest first. */
            categories: components["schemas"]["RecordCategory"][];
        };
        /** @description Proposed (not yet in production). Every society's figures, ranked, and the totals. */
        SocietyRecords: {
            period: components["schemas"]["RecordPeriod"];
            /**
             * Format: date-time
             * @description The moment the period ends.
             */
            asOf: string;
            builderWide: components["schemas"]["RecordFigures"];
            /** @description Best share resolved within target first; a society with no share last. */
            societies: {
                society: components["schemas"]["Society"];
                figures: components["schemas"]["RecordFigures"];
            }[];
        };
        /** @description The short form of a user inside other objects. */
        UserSummary: {
            /** @description User id. */
            id: number;
            /** @description Full name. */
            fullName: string;
            /** @description Handle, shown as @username; letters, digits and underscores. */
            username: string;
            /** @description URL of the profile picture; null shows initials. */
            profileImage: string | null;
            society: components["schemas"]["Society"] | null;
        };
        /** @description A post as listed on a profile. */
        ProfilePost: {
            /** @description Post id. */
            id: number;
            /** @description The text. */
            content: string;
            /**
             * Format: date-time
             * @description When it was posted.
             */
            createdAt: string;
        };
        /** @description A resident, as profiles and the sign-in calls return them. */
        User: {
            /** @description User id. */
            id: number;
            /** @description Full name. */
            fullName: string;
            /** @description Handle, shown as @username; letters, digits and underscores. */
            username: string;
            /** @description URL of the profile picture; null shows initials. */
            profileImage: string | null;
            society: components["schemas"]["Society"] | null;
            /**
             * Format: email
             * @description Sign-in email; sent only to the user themself, null for everyone else.
             */
            email: string | null;
            /** @description Free text. */
            bio: string | null;
            /** @description Years lived in the society (1 to 50). */
            yearsLived: number;
            /** @description The same value as yearsLived: the contract names it both ways. */
            yearsLiving: number;
            /** @description For example "A-702". */
            flatNumber: string | null;
            /** @description How many users follow this user. */
            followersCount: number;
            /** @description How many users this user follows. */
            followingCount: number;
            /** @description Proposed (not yet in production). How many feed posts the user wrote. */
            postsCount?: number;
            /** @description The latest feed posts, newest first (at most 20). */
            posts: components["schemas"]["ProfilePost"][];
            /** @description Proposed (not yet in production). Whether the signed-in viewer follows this user. */
            followedByMe?: boolean;
            /** @description Proposed (not yet in production). The profile setting 'Show Online Status'. */
            showOnlineStatus?: boolean;
            /** @description Proposed (not yet in production). The user's place on the builder's care team; null for a resident. */
            careTeam?: components["schemas"]["CareTeamRole"] | null;
        };
        /** @description Proposed (not yet in production). An uploaded file. */
        Attachment: {
            /** @description Attachment id, referenced by a new post in attachmentIds. */
            id: number;
            /** @description File name. */
            name: string;
            /** @description MIME type, for example "image/png". */
            mimeType: string;
            /** @description Size in bytes. */
            size: number;
            /**
             * @description What the file is.
             * @enum {unknown}
             */
            kind: "image" | "document";
            /** @description Where the file is served (the mock returns the data URL itself). */
            url: string;
        };
        /** @description A feed post (or a group post, with groupId set). */
        Post: {
            /** @description Post id. */
            id: number;
            /** @description The text, 1 to 500 characters. */
            content: string;
            /** @description The author. */
            authorId: number;
            /** @description The first image attachment, if any. */
            imageUrl: string | null;
            /**
             * Format: date-time
             * @description When it was posted.
             */
            createdAt: string;
            /** @description Likes. */
            likesCount: number;
            /** @description Comments. */
            commentsCount: number;
            /** @description Reposts. */
            repostsCount: number;
            /** @description Visible in every society of the builder (flag set or text has #BuilderWide). */
            isBuilderWide: boolean;
            /** @description Hashtags of the text, without #. */
            hashtags: string[];
            /** @description Mentions of the text, without @. */
            mentions: string[];
            author: components["schemas"]["UserSummary"];
            /** @description Proposed (not yet in production). */
            society?: components["schemas"]["Society"] | null;
            /** @description Proposed (not yet in production). The group of a group post; null for feed posts. */
            groupId?: number | null;
            /** @description Proposed (not yet in production). Files attached to the post. */
            attachments?: components["schemas"]["Attachment"][];
            /** @description Proposed (not yet in production). The viewer liked it (false when signed out). */
            likedByMe?: boolean;
            /** @description Proposed (not yet in production). The viewer reposted it (false when signed out). */
            repostedByMe?: boolean;
            /** @description Proposed (not yet in production). The viewer saved it (false when signed out). */
            savedByMe?: boolean;
            /** @description Proposed (not yet in production). What makes the post a concern; null for an update. A post without it is an update. */
            concern?: components["schemas"]["Concern"] | null;
            /** @description Proposed (not yet in production). Set when the care team removed the post -- it leaves every list and count, and opened by id its content, hashtags, mentions, image and attachments are withheld (empty) from everyone but its author and the care team. Null otherwise. */
            removal?: components["schemas"]["PostRemoval"] | null;
        };
        /** @description A comment on a post. */
        Comment: {
            /** @description Comment id. */
            id: number;
            /** @description The post. */
            postId: number;
            /** @description The author. */
            authorId: number;
            /** @description The text, 1 to 500 characters. */
            content: string;
            /**
             * Format: date-time
             * @description When it was written.
             */
            createdAt: string;
            author: components["schemas"]["UserSummary"];
        };
        /** @description A like, repost or saved post: who and which post. */
        UserPost: {
            /** @description The user. */
            userId: number;
            /** @description The post. */
            postId: number;
        };
        /** @description A report of a post or a user, for the moderation team. */
        Report: {
            /** @description Report id. */
            id: number;
            reason: components["schemas"]["ReportReason"];
            /** @description Details given by the reporter. */
            description: string | null;
            /** @description The reported post. */
            postId: number | null;
            /** @description The reported user. */
            userId: number | null;
            /** @description Who reported it. */
            reporterId: number;
            /**
             * Format: date-time
             * @description When it was reported.
             */
            createdAt: string;
        };
        /** @description A follow. */
        Follow: {
            /** @description Who follows. */
            followerId: number;
            /** @description Who is followed. */
            followingId: number;
        };
        /** @description Proposed (not yet in production). A block. */
        Block: {
            /** @description Who blocks. */
            blockerId: number;
            /** @description Who is blocked. */
            blockedId: number;
        };
        /** @description Proposed (not yet in production). A user the viewer has blocked. */
        BlockedUser: {
            /** @description User id. */
            id: number;
            /** @description Full name. */
            fullName: string;
            /** @description Handle. */
            username: string;
            society: components["schemas"]["Society"] | null;
            /**
             * Format: date-time
             * @description When they were blocked.
             */
            blockedAt: string;
        };
        /** @description A story of a followed user. */
        Story: {
            /** @description Story id. */
            id: number;
            /** @description The author. */
            authorId: number;
            /** @description The picture, shown 600px tall. */
            imageUrl: string;
            /** @description Caption. */
            content: string;
            /**
             * Format: date-time
             * @description When it was posted.
             */
            createdAt: string;
            author: components["schemas"]["UserSummary"];
            /** @description Proposed (not yet in production). Whether the viewer has opened it. */
            viewedByMe?: boolean;
        };
        /**
         * @description Why a post or user is reported.
         * @enum {unknown}
         */
        ReportReason: "spam" | "harassment" | "inappropriate" | "misinformation" | "privacy" | "other";
        /**
         * @description Proposed (not yet in production). The care team's decision on a report -- keep (no rule broken), remove the post, warn its author (the post stays).
         * @enum {unknown}
         */
        ReportDecision: "keep" | "remove" | "warn";
        /**
         * @description Proposed (not yet in production). Where a report stands -- under review, or its outcome; restored is a removed post put back after its author's appeal.
         * @enum {unknown}
         */
        ReportState: "under_review" | "kept" | "removed" | "warned" | "restored";
        /**
         * @description Proposed (not yet in production). Where an appeal stands.
         * @enum {unknown}
         */
        AppealOutcome: "pending" | "kept_removed" | "restored";
        /** @description Proposed (not yet in production). The care team's decision on a report. */
        ReportDecisionBody: {
            /** @description The signed-in care team member, acting for themselves. */
            actorId: number;
            decision: components["schemas"]["ReportDecision"];
            /** @description The note to the author; required (not blank) to remove or warn. */
            note: string | null;
        };
        /** @description Proposed (not yet in production). An author's request for a second look. */
        AppealBody: {
            /** @description The signed-in author, acting for themselves. */
            userId: number;
            /** @description Why the post should be back; not blank, at most 500 characters. */
            reason: string;
        };
        /** @description Proposed (not yet in production). The care team's decision on an appeal. */
        AppealDecisionBody: {
            /** @description The signed-in care team member, acting for themselves. */
            actorId: number;
            /**
             * @description Keep the post removed, or restore it.
             * @enum {unknown}
             */
            decision: "keep_removed" | "restore";
        };
        /** @description Proposed (not yet in production). An author's appeal of a removed post. */
        Appeal: {
            /** @description The author's reason. */
            reason: string;
            /**
             * Format: date-time
             * @description When it was made.
             */
            createdAt: string;
            outcome: components["schemas"]["AppealOutcome"];
            /**
             * Format: date-time
             * @description When it was decided; null while pending.
             */
            decidedAt: string | null;
        };
        /** @description Proposed (not yet in production). A post the care team removed -- the note and the appeal are for its author and the care team only (null for others), who removed it for the care team only. */
        PostRemoval: {
            /**
             * Format: date-time
             * @description When it was removed.
             */
            removedAt: string;
            /** @description The member who removed it (the care team only; null for others). */
            removedBy: components["schemas"]["UserSummary"] | null;
            /** @description The care team's note to the author. */
            note: string | null;
            /** @description The author's appeal, if any. */
            appeal: components["schemas"]["Appeal"] | null;
        };
        /** @description Proposed (not yet in production). A report as the care team reads it, with its reporter (never shown to residents). */
        ModerationReport: {
            /** @description Report id. */
            id: number;
            reason: components["schemas"]["ReportReason"];
            /** @description Details given by the reporter. */
            description: string | null;
            reporter: components["schemas"]["UserSummary"];
            /**
             * Format: date-time
             * @description When it was reported.
             */
            createdAt: string;
            state: components["schemas"]["ReportState"];
        };
        /** @description Proposed (not yet in production). What the care team decides at once -- the open reports of one post (or of one user, with no post), or the appeal of a removed post. */
        ModerationCase: {
            /**
             * @description Open reports, or an appeal.
             * @enum {unknown}
             */
            kind: "report" | "appeal";
            /** @description The post (its removal and appeal included); null for a report of a user. */
            post: components["schemas"]["Post"] | null;
            user: components["schemas"]["UserSummary"];
            /** @description The open reports (for an appeal, the reports that led to the removal). */
            reports: components["schemas"]["ModerationReport"][];
        };
        /** @description Proposed (not yet in production). A report as its reporter reads it. */
        MyReport: {
            /** @description Report id. */
            id: number;
            reason: components["schemas"]["ReportReason"];
            /**
             * Format: date-time
             * @description When it was reported.
             */
            createdAt: string;
            state: components["schemas"]["ReportState"];
            /**
             * Format: date-time
             * @description When it was decided; null while under review.
             */
            decidedAt: string | null;
            /** @description The reported post (its text empty when removed); null for a report of a user. */
            post: {
                /** @description Post id. */
                id: number;
                /** @description Post text. */
                content: string;
            } | null;
            /** @description The reported user (a report of a user); null for a post. */
            user: components["schemas"]["UserSummary"] | null;
        };
        /**
         * @description The feed tabs.
         * @enum {unknown}
         */
        FeedFilter: "all" | "my-society" | "following" | "trending";
        /**
         * @description A time window ending now: 24 hours, 7 days or 30 days.
         * @enum {unknown}
         */
        Period: "24h" | "week" | "month";
        /**
         * @description The viewer's membership: none, pending (a request to a private group) or joined.
         * @enum {unknown}
         */
        MemberStatus: "none" | "pending" | "joined";
        /**
         * @description Proposed (not yet in production). The tabs of the Groups screens.
         * @enum {unknown}
         */
        GroupFilter: "all" | "joined" | "public" | "private" | "suggested";
        /** @description Proposed (not yet in production). A group, with the viewer's membership. */
        Group: {
            /** @description Group id. */
            id: number;
            /** @description Group name, unique. */
            name: string;
            /** @description What the group is for. */
            description: string;
            /** @description Private groups take join requests that the admin approves. */
            isPrivate: boolean;
            /** @description The society's name; null means builder-wide. */
            society: string | null;
            /** @description The society; null means builder-wide. */
            societyId: number | null;
            /** @description Joined members. */
            memberCount: number;
            /** @description Group posts. */
            postCount: number;
            /** @description The group admin. */
            adminId: number;
            /**
             * Format: date-time
             * @description When it was created.
             */
            createdAt: string;
            /** @description Ids of the joined members. */
            members: number[];
            /** @description Cover picture URL. */
            coverImage: string | null;
            /** @description A society's own group, created for it; it cannot be left from the card. */
            isAutoGenerated: boolean;
            /** @description For example "Community". */
            category: string;
            /** @description Avatar picture URL. */
            avatar: string | null;
            /** @description For example "Pune, Maharashtra". */
            location: string | null;
            recentActivity: string[];
            memberStatus: components["schemas"]["MemberStatus"];
            /** @description Proposed (not yet in production). Up to four joined members. */
            memberPreview: components["schemas"]["UserSummary"][];
        };
        /** @description Proposed (not yet in production). A joined member of a group. */
        GroupMember: {
            user: components["schemas"]["UserSummary"];
            /**
             * @description Role in the group.
             * @enum {unknown}
             */
            role: "admin" | "member";
            /**
             * Format: date-time
             * @description When they joined.
             */
            joinedAt: string;
        };
        /** @description Proposed (not yet in production). A group with its admin, members and (for the admin) join requests. */
        GroupDetail: {
            /** @description Group id. */
            id: number;
            /** @description Group name, unique. */
            name: string;
            /** @description What the group is for. */
            description: string;
            /** @description Private groups take join requests that the admin approves. */
            isPrivate: boolean;
            /** @description The society's name; null means builder-wide. */
            society: string | null;
            /** @description The society; null means builder-wide. */
            societyId: number | null;
            /** @description Joined members. */
            memberCount: number;
            /** @description Group posts. */
            postCount: number;
            /** @description The group admin. */
            adminId: number;
            /**
             * Format: date-time
             * @description When it was created.
             */
            createdAt: string;
            /** @description Ids of the joined members. */
            members: number[];
            /** @description Cover picture URL. */
            coverImage: string | null;
            /** @description A society's own group, created for it; it cannot be left from the card. */
            isAutoGenerated: boolean;
            /** @description For example "Community". */
            category: string;
            /** @description Avatar picture URL. */
            avatar: string | null;
            /** @description For example "Pune, Maharashtra". */
            location: string | null;
            recentActivity: string[];
            memberStatus: components["schemas"]["MemberStatus"];
            /** @description Proposed (not yet in production). Up to four joined members. */
            memberPreview: components["schemas"]["UserSummary"][];
            admin: components["schemas"]["UserSummary"];
            /** @description Joined members, earliest first. */
            membersList: components["schemas"]["GroupMember"][];
            /** @description Users waiting for approval; sent to the group admin only, empty for everyone else. */
            pendingRequests: components["schemas"]["UserSummary"][];
        };
        /** @description Proposed (not yet in production). The counts of the Groups tabs. */
        GroupStats: {
            /** @description All groups. */
            total: number;
            /** @description Public groups. */
            public: number;
            /** @description Private groups. */
            private: number;
            /** @description Groups the viewer has joined (0 when signed out). */
            joined: number;
        };
        /** @description Proposed (not yet in production). The membership after joining or leaving. */
        MembershipResult: {
            memberStatus: components["schemas"]["MemberStatus"];
        };
        /**
         * @description What happened. The concern_* types are proposed with concerns (docs/product.md#notifications), each about `post`, a concern -- concern_affected, a resident said it affects them too (to its author); concern_status, its status changed (to its author and every affected resident); concern_response, the care team answered it officially, `comment` holding the answer (the same people); concern_assigned, it was assigned (to its author and the assignee); concern_resolved, it was marked Resolved (to its author, who is asked "Is this fixed?"; the affected residents get concern_status). Never for one's own action. Proposed with report outcomes (docs/product.md#reports) -- report_reviewed, the care team decided a report (to its reporter, `report` holding the outcome and the reason they chose); post_removed, the recipient's post was removed (`comment` holding the note); author_warned, the recipient was warned about a post (`comment` the note); appeal_decided, their appeal was decided (`report` holding the outcome). The reporter is never named.
         * @enum {unknown}
         */
        NotificationType: "follow" | "like" | "comment" | "repost" | "join" | "mention" | "concern_affected" | "concern_status" | "concern_response" | "concern_assigned" | "concern_resolved" | "report_reviewed" | "post_removed" | "author_warned" | "appeal_decided";
        /** @description Proposed (not yet in production). Something that happened to the user. */
        Notification: {
            /** @description Notification id. */
            id: number;
            type: components["schemas"]["NotificationType"];
            actor: components["schemas"]["UserSummary"];
            /** @description The post it is about. */
            post: {
                /** @description Post id. */
                id: number;
                /** @description Post text. */
                content: string;
            } | null;
            /** @description Proposed (not yet in production). The group of a 'join' notification; a private group's join is a request awaiting the admin. */
            group: {
                /** @description Group id. */
                id: number;
                /** @description Group name. */
                name: string;
                /** @description Whether the group is private. */
                isPrivate: boolean;
            } | null;
            /** @description The text of a comment notification; of a concern's official response, resolution note or reason to reopen (proposed). */
            comment: string | null;
            /** @description Proposed (not yet in production). For the concern_* types (null for the others) -- the status it moved to (concern_status, concern_resolved; else null), whether the recipient raised the concern (else they are affected by it or its assignee), and the member it was assigned to (concern_assigned; else null). */
            concern?: {
                status: components["schemas"]["ConcernStatus"] | null;
                /** @description The recipient raised the concern. */
                raisedByMe: boolean;
                assignee: components["schemas"]["UserSummary"] | null;
            } | null;
            /** @description Proposed (not yet in production). For report_reviewed and appeal_decided (null for the others) -- the outcome, and for report_reviewed the reason the reporter chose. */
            report?: {
                outcome: components["schemas"]["ReportState"];
                reason: components["schemas"]["ReportReason"] | null;
            } | null;
            /**
             * Format: date-time
             * @description When it happened.
             */
            createdAt: string;
            /** @description Whether the recipient has read it. */
            read: boolean;
        };
        /** @description Proposed (not yet in production). Unread notifications, counted as the screen shows them -- the concern_affected notifications of one concern are one item (docs/product.md#notifications). */
        UnreadCount: {
            /** @description How many. */
            count: number;
        };
        /** @description Proposed (not yet in production). The result of marking all as read. */
        ReadAllResult: {
            /** @description How many notifications changed from unread to read. */
            updated: number;
        };
        /** @description Proposed (not yet in production). A hashtag and how much it is used. */
        HashtagSummary: {
            /** @description The tag, without #. */
            tag: string;
            /** @description Feed posts using it in the period. */
            postCount: number;
            /** @description Flagged trending (the first three). */
            trending: boolean;
            /**
             * @description Compared with the period before (stable without a period).
             * @enum {unknown}
             */
            trend: "up" | "down" | "stable";
        };
        /** @description Proposed (not yet in production). Engagement totals of feed posts. */
        PostStats: {
            /** @description Posts. */
            totalPosts: number;
            /** @description Likes. */
            totalLikes: number;
            /** @description Comments. */
            totalComments: number;
            /** @description Reposts. */
            totalReposts: number;
            /** @description Builder-wide posts. */
            builderWidePosts: number;
        };
        /** @description Proposed (not yet in production). What matches a search text, up to 8 of each kind. */
        SearchResults: {
            users: components["schemas"]["UserSummary"][];
            societies: components["schemas"]["Society"][];
            hashtags: components["schemas"]["HashtagSummary"][];
            groups: components["schemas"]["Group"][];
        };
        /** @description Sign-in. */
        LoginBody: {
            /**
             * Format: email
             * @description A valid email address.
             */
            email: string;
            /** @description At least 6 characters. */
            password: string;
        };
        /** @description A new account. Every key is sent; the optional ones as null. */
        RegisterBody: {
            /**
             * Format: email
             * @description A valid email address.
             */
            email: string;
            /** @description At least 6 characters. */
            password: string;
            /** @description 3 to 30 letters, digits or underscores, unique. */
            username: string;
            /** @description At least 2 characters after trimming, at most 80. */
            fullName: string;
            /** @description At most 300 characters; null when empty. */
            bio: string | null;
            /** @description The society the resident lives in. */
            societyId: number | null;
            /** @description At most 20 characters. */
            flatNumber: string | null;
            /** @description Years living in the society, 1 to 50. */
            yearsLiving: number | null;
        };
        /** @description A new feed post. The simple composer sends only content and authorId. */
        CreatePostBody: {
            /** @description The text: not blank, at most 500 characters (counted before trimming). */
            content: string;
            /** @description The signed-in user, acting for themselves (403 for anyone else): the author. */
            authorId: number;
            /** @description The hashtags of the text, without #. */
            hashtags?: string[];
            /** @description The mentions of the text, without @. */
            mentions?: string[];
            /** @description Proposed (not yet in production). Post to every society of the builder (also implied by #BuilderWide in the text). */
            isBuilderWide?: boolean;
            /** @description Proposed (not yet in production). The society to post to; when left out, the author's society. */
            societyId?: number | null;
            /** @description Proposed (not yet in production). */
            attachmentIds?: number[];
            /** @description Proposed (not yet in production). Makes the post a concern; an update when left out. */
            concern?: components["schemas"]["ConcernInput"];
        };
        /** @description Who likes, reposts or saves which post. */
        UserPostBody: {
            /** @description The signed-in user, acting for themselves (403 for anyone else): the user. */
            userId: number;
            /** @description The post. */
            postId: number;
        };
        /** @description A report. All five keys are sent; a post, a user or both are reported. */
        ReportBody: {
            reason: components["schemas"]["ReportReason"];
            /** @description Optional details, at most 1000 characters. */
            description: string | null;
            /** @description The reported post, or null when reporting a user. */
            postId: number | null;
            /** @description The reported user, or null. */
            userId: number | null;
            /** @description The signed-in user, acting for themselves (403 for anyone else): the reporter. */
            reporterId: number;
        };
        /** @description Who follows whom. */
        FollowBody: {
            /** @description The signed-in user, acting for themselves (403 for anyone else): the follower. */
            followerId: number;
            /** @description The user to follow; not oneself. */
            followingId: number;
        };
        /** @description Proposed (not yet in production). Who blocks whom. */
        BlockBody: {
            /** @description The signed-in user, acting for themselves (403 for anyone else): the blocker. */
            blockerId: number;
            /** @description The user to block; not oneself. */
            blockedId: number;
        };
        /** @description Proposed (not yet in production). A new comment. */
        CommentBody: {
            /** @description The signed-in user, acting for themselves (403 for anyone else): the author. */
            authorId: number;
            /** @description Not blank, at most 500 characters. */
            content: string;
        };
        /** @description Proposed (not yet in production). The Edit Profile form. */
        UpdateUserBody: {
            /** @description At least 2 characters after trimming, at most 80. */
            fullName: string;
            /** @description At most 300 characters; null when empty. */
            bio: string | null;
            /** @description Years lived in the society, 1 to 50. */
            yearsLived: number;
            /** @description The setting 'Show Online Status'; unchanged when left out. */
            showOnlineStatus?: boolean;
        };
        /** @description Proposed (not yet in production). A new group; its creator becomes the admin and first member. */
        CreateGroupBody: {
            /** @description Not blank, at most 80 characters, unique. */
            name: string;
            /** @description Not blank, at most 500 characters. */
            description: string;
            /** @description The society, or null for builder-wide. */
            societyId: number | null;
            /** @description Private groups take join requests. */
            isPrivate: boolean;
            /** @description The signed-in user, acting for themselves (403 for anyone else): the creator. */
            adminId: number;
        };
        /** @description Proposed (not yet in production). A new group post. */
        GroupPostBody: {
            /** @description The text: not blank, at most 500 characters (counted before trimming). */
            content: string;
            /** @description The signed-in user, acting for themselves (403 for anyone else): the author, a member. */
            authorId: number;
        };
        /** @description Proposed (not yet in production). The user acting. */
        UserIdBody: {
            /** @description The signed-in user, acting for themselves (403 for anyone else): the user. */
            userId: number;
        };
        /** @description Proposed (not yet in production). The group admin acting. */
        AdminIdBody: {
            /** @description The signed-in user, acting for themselves (403 for anyone else): the group admin. */
            adminId: number;
        };
        /** @description Proposed (not yet in production). A file, sent as a base64 data URL so that the contract stays JSON. */
        UploadBody: {
            /** @description File name, at most 200 characters. */
            name: string;
            /**
             * @description Images, PDF, DOC, DOCX or TXT.
             * @enum {unknown}
             */
            mimeType: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/svg+xml" | "application/pdf" | "application/msword" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document" | "text/plain";
            /** @description data:{mimeType};base64,… of at most 2 MB decoded. */
            dataUrl: string;
            /** @description The signed-in user, acting for themselves (403 for anyone else): the uploader. */
            uploaderId: number;
        };
        /**
         * @description Proposed (not yet in production). What a concern is about.
         * @enum {unknown}
         */
        ConcernCategory: "water" | "electricity" | "lift" | "security" | "parking" | "cleanliness" | "maintenance" | "noise" | "amenities" | "other";
        /**
         * @description Proposed (not yet in production). Where a concern is in its lifecycle (docs/product.md#concerns).
         * @enum {unknown}
         */
        ConcernStatus: "open" | "acknowledged" | "in_progress" | "resolved" | "closed" | "reopened";
        /** @description Proposed (not yet in production). What makes a new post a concern. */
        ConcernInput: {
            category: components["schemas"]["ConcernCategory"];
            /** @description A tower or block, free text; null when not given. */
            place?: string | null;
        };
        /** @description Proposed (not yet in production). A post's concern, as the viewer sees it now; the clock's figures are computed when it is read (docs/product.md#concerns). */
        Concern: {
            /** @description The post it belongs to. */
            postId: number;
            category: components["schemas"]["ConcernCategory"];
            /** @description A tower or block, or null. */
            place: string | null;
            status: components["schemas"]["ConcernStatus"];
            /**
             * Format: date-time
             * @description When it entered its status.
             */
            statusSince: string;
            /** @description Residents it affects, its author included. */
            affectedCount: number;
            /** @description The viewer said it affects them too (false for the author and when signed out). */
            affectedByMe: boolean;
            deadline: components["schemas"]["ConcernDeadline"] | null;
            /** @description 1, the society's manager; 2, the builder's care head (a target missed); 3, the builder's management (missed by more than its own length again). */
            escalationLevel: number;
            /**
             * Format: date-time
             * @description When a resolved concern closes itself if its author does not answer; else null.
             */
            autoClosesAt: string | null;
            /** @description The author's rating when they closed it, or null. */
            rating: number | null;
            assignee: components["schemas"]["UserSummary"] | null;
        };
        /** @description Proposed (not yet in production). The target a concern is working against. Overdue once `by` has passed; how long past is the reader's to compute from its own clock, so that the answer does not change with the time it is asked. */
        ConcernDeadline: {
            /**
             * @description To be acknowledged (while open) or resolved.
             * @enum {unknown}
             */
            kind: "acknowledge" | "resolve";
            /**
             * Format: date-time
             * @description When.
             */
            by: string;
        };
        /** @description Proposed (not yet in production). One entry of a concern's timeline. */
        ConcernEvent: {
            /** @description Event id. */
            id: number;
            /**
             * @description created (raised), status (moved to `status`), affected (the affected count reached `affectedCount`), assigned (to `assignee`), response (the care team's official response, `text`).
             * @enum {unknown}
             */
            type: "created" | "status" | "affected" | "assigned" | "response";
            status: components["schemas"]["ConcernStatus"] | null;
            /** @description The resolution note, the reason to reopen or the official response; else null. */
            text: string | null;
            /** @description The rating given on closing, or null. */
            rating: number | null;
            /** @description The milestone reached, for an affected event; null otherwise. */
            affectedCount: number | null;
            actor: components["schemas"]["UserSummary"] | null;
            assignee: components["schemas"]["UserSummary"] | null;
            /**
             * Format: date-time
             * @description When it happened.
             */
            createdAt: string;
        };
        /** @description Proposed (not yet in production). A step of a concern's lifecycle. */
        StatusChangeBody: {
            /** @description The signed-in user, acting for themselves (403 for anyone else). */
            actorId: number;
            status: components["schemas"]["ConcernStatus"];
            /** @description What was done; required to mark it resolved. */
            note?: string | null;
            /** @description Why it is not fixed; required to reopen. */
            reason?: string | null;
            /** @description 1 to 5, optional, only when closing. */
            rating?: number | null;
        };
        /** @description Proposed (not yet in production). A care team member's place on the team. */
        CareTeamRole: {
            /** @description For example "Society manager" or "Care head". */
            title: string;
            /** @description The society they serve; null for the care head, who serves every society. */
            societyId: number | null;
        };
        /** @description Proposed (not yet in production). A member of the builder's care team. */
        CareTeamMember: {
            user: components["schemas"]["UserSummary"];
            /** @description Their role, for example "Society Manager, Vasundhara Greens". */
            title: string;
            /** @description The society they manage; null for the care head, who serves every society. */
            societyId: number | null;
        };
        /** @description Proposed (not yet in production). The concerns a care team member serves. */
        CareQueue: {
            /** @description How many of the served concerns (before the status filter) are in each status. */
            counts: {
                /** @description Open. */
                open: number;
                /** @description Acknowledged. */
                acknowledged: number;
                /** @description In progress. */
                in_progress: number;
                /** @description Resolved. */
                resolved: number;
                /** @description Closed. */
                closed: number;
                /** @description Reopened. */
                reopened: number;
            };
            /** @description How many concerns the filters keep, of which `posts` is the page asked for. */
            total: number;
            /** @description The concerns' posts, in the order asked for. */
            posts: components["schemas"]["Post"][];
        };
        /** @description Proposed (not yet in production). Who on the care team owns a concern. */
        AssignBody: {
            /** @description The signed-in care team member, acting for themselves. */
            actorId: number;
            /** @description The care team member to own it. */
            assigneeId: number;
        };
        /** @description Proposed (not yet in production). The care team's official response. */
        ConcernResponseBody: {
            /** @description The signed-in care team member, acting for themselves. */
            actorId: number;
            /** @description Not blank, at most 1000 characters. */
            content: string;
        };
    };
    responses: {
        /** @description Invalid request: a body, parameter or rule check failed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Not signed in: no valid session cookie. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Signed in, but acting for someone else or not allowed. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Something the request names does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description It conflicts with what exists (a duplicate). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The file is too large. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The body is not sent as application/json. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginBody"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    /** @description Starts the session: `vc_session=…; Path=/; SameSite=Lax`. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description The email or the password is wrong. */
            401: components["responses"]["Unauthorized"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    demoLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    /** @description Starts the session: `vc_session=…; Path=/; SameSite=Lax`. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The demo account does not exist on this server. */
            401: components["responses"]["Unauthorized"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterBody"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    /** @description Starts the session: `vc_session=…; Path=/; SameSite=Lax`. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description societyId names no society. */
            404: components["responses"]["NotFound"];
            /** @description The email or the username is already taken. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    /** @description Ends the session: `vc_session=; Path=/; Max-Age=0; SameSite=Lax`. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
        };
    };
    listPosts: {
        parameters: {
            query?: {
                /** @description The feed tab; all when left out. */
                filter?: components["schemas"]["FeedFilter"];
                /** @description The user the tab is for; required by my-society and following. */
                userId?: number;
                /** @description Proposed (not yet in production). At most this many posts (1 to 100); all when left out. */
                limit?: number;
                /** @description Proposed (not yet in production). Skip this many posts first; 0 when left out. */
                offset?: number;
                /** @description Proposed (not yet in production). Only posts of this period. */
                period?: components["schemas"]["Period"];
                /** @description Proposed (not yet in production). Only posts with this hashtag (with or without #, any case). */
                hashtag?: string;
                /** @description Proposed (not yet in production). Only this society's own posts (not builder-wide). */
                societyId?: number;
                /** @description Proposed (not yet in production). Only posts by this user. */
                authorId?: number;
                /** @description Proposed (not yet in production). Only builder-wide posts (true) or only society posts (false). */
                builderWide?: boolean;
                /** @description Proposed (not yet in production). Only posts whose text or author name contains this. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"][];
                };
            };
            /** @description An unknown filter or period, a number that is not whole, or userId missing for my-society or following. */
            400: components["responses"]["BadRequest"];
            /** @description userId names no user. */
            404: components["responses"]["NotFound"];
        };
    };
    createPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePostBody"];
            };
        };
        responses: {
            /** @description Done, as a production server may answer: the app does not read the body (any JSON, or none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description Done, as a production server may answer: the app needs no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The text is blank or over 500 characters, no society for a society post, or an unknown attachment. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description authorId is not the signed-in user, or an attachment is someone else's. */
            403: components["responses"]["Forbidden"];
            /** @description societyId names no society. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getPostStats: {
        parameters: {
            query?: {
                /** @description The period. */
                period?: components["schemas"]["Period"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostStats"];
                };
            };
            /** @description An unknown period. */
            400: components["responses"]["BadRequest"];
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description No post has this id. */
            404: components["responses"]["NotFound"];
        };
    };
    listComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"][];
                };
            };
            /** @description No post has this id. */
            404: components["responses"]["NotFound"];
        };
    };
    createComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description authorId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    markAffected: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserIdBody"];
            };
        };
        responses: {
            /** @description Counted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Concern"];
                };
            };
            /** @description The body is not JSON or fails the validation rules, or the post is an update. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user, the author, or a resident of another society. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id. */
            404: components["responses"]["NotFound"];
            /** @description The user is already counted. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unmarkAffected: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserIdBody"];
            };
        };
        responses: {
            /** @description Taken back. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Concern"];
                };
            };
            /** @description The body is not JSON or fails the validation rules, or the post is an update. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id, or the user is not counted on it. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    changeConcernStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusChangeBody"];
            };
        };
        responses: {
            /** @description Moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Concern"];
                };
            };
            /** @description The body fails the validation rules, the post is an update, a reopen has no reason, a resolution no note, or a rating is not 1 to 5. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description actorId is not the signed-in user; a resident other than the care team moving it, or the care team closing or reopening it. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id. */
            404: components["responses"]["NotFound"];
            /** @description The lifecycle has no such step from the current status. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listConcernTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConcernEvent"][];
                };
            };
            /** @description The post is an update. */
            400: components["responses"]["BadRequest"];
            /** @description No post has this id. */
            404: components["responses"]["NotFound"];
        };
    };
    assignConcern: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignBody"];
            };
        };
        responses: {
            /** @description Assigned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Concern"];
                };
            };
            /** @description The body fails the validation rules, the post is an update, or the assignee does not serve its society. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description actorId is not the signed-in user, or not on the care team serving it. */
            403: components["responses"]["Forbidden"];
            /** @description No post or no user has this id. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    respondToConcern: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConcernResponseBody"];
            };
        };
        responses: {
            /** @description Recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConcernEvent"];
                };
            };
            /** @description The body fails the validation rules, or the post is an update. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description actorId is not the signed-in user, or not on the care team serving it. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getCareQueue: {
        parameters: {
            query?: {
                /** @description Only this society's concerns. */
                societyId?: number;
                /** @description Only concerns in this status. */
                status?: components["schemas"]["ConcernStatus"];
                /** @description Only concerns of this category. */
                category?: components["schemas"]["ConcernCategory"];
                /** @description Only concerns past their deadline. */
                overdue?: boolean;
                /** @description Most affected first (the default) or oldest first. */
                sort?: "affected" | "oldest";
                /** @description At most this many concerns (1 to 100); all when left out. */
                limit?: number;
                /** @description Skip this many concerns first; 0 when left out. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareQueue"];
                };
            };
            /** @description A filter value the contract does not have. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description The signed-in user is not on the care team. */
            403: components["responses"]["Forbidden"];
        };
    };
    listCareTeam: {
        parameters: {
            query?: {
                /** @description Only the members serving this society. */
                societyId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members, the society's own first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareTeamMember"][];
                };
            };
            /** @description A societyId that is not a positive whole number. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
        };
    };
    findSimilarConcerns: {
        parameters: {
            query: {
                /** @description The society the new concern is for. */
                societyId: number;
                /** @description Its category. */
                category: components["schemas"]["ConcernCategory"];
                /** @description What the resident has written so far. */
                text: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description At most three posts, closest first; none when nothing is close. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"][];
                };
            };
            /** @description A missing or malformed parameter. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
        };
    };
    likePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPostBody"];
            };
        };
        responses: {
            /** @description Done, as a production server may answer: the app does not read the body (any JSON, or none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPost"];
                };
            };
            /** @description Done, as a production server may answer: the app needs no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id. */
            404: components["responses"]["NotFound"];
            /** @description The user has already liked this post. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unlikePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPostBody"];
            };
        };
        responses: {
            /** @description Done, as a production server may answer: the app does not read the body (any JSON, or none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id, or the user has not liked it. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    repostPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPostBody"];
            };
        };
        responses: {
            /** @description Done, as a production server may answer: the app does not read the body (any JSON, or none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPost"];
                };
            };
            /** @description Done, as a production server may answer: the app needs no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id. */
            404: components["responses"]["NotFound"];
            /** @description The user has already reposted this post. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unrepostPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPostBody"];
            };
        };
        responses: {
            /** @description Done, as a production server may answer: the app does not read the body (any JSON, or none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id, or the user has not reposted it. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    savePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPostBody"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPost"];
                };
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id. */
            404: components["responses"]["NotFound"];
            /** @description The user has already saved this post. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unsavePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPostBody"];
            };
        };
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id, or the user has not saved it. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportBody"];
            };
        };
        responses: {
            /** @description Done, as a production server may answer: the app does not read the body (any JSON, or none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Reported. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description Done, as a production server may answer: the app needs no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body (reason "Please select a reason"), or neither postId nor userId. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description reporterId is not the signed-in user, or reports their own post ("You cannot report your own post") or, with no post, themselves. */
            403: components["responses"]["Forbidden"];
            /** @description postId or userId names nothing. */
            404: components["responses"]["NotFound"];
            /** @description The reporter has already reported this post ("You have already reported this post"), or, with no post, this user. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listModerationCases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open cases. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationCase"][];
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description The signed-in user is not on the care team. */
            403: components["responses"]["Forbidden"];
        };
    };
    decideReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The report id (any open report of the case). */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportDecisionBody"];
            };
        };
        responses: {
            /** @description Decided; the reports it closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationReport"][];
                };
            };
            /** @description The body fails the validation rules, a remove or warn has no note, or a report of a user is to be removed. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description actorId is not the signed-in user, or not on the care team serving it. */
            403: components["responses"]["Forbidden"];
            /** @description No report has this id. */
            404: components["responses"]["NotFound"];
            /** @description The report is already decided. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    appealRemoval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppealBody"];
            };
        };
        responses: {
            /** @description Appealed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appeal"];
                };
            };
            /** @description The body fails the validation rules (a reason is required). */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user, or not the post's author. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id. */
            404: components["responses"]["NotFound"];
            /** @description The post is not removed, or its removal was already appealed. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    decideAppeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppealDecisionBody"];
            };
        };
        responses: {
            /** @description Decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appeal"];
                };
            };
            /** @description The body fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description actorId is not the signed-in user, not on the care team serving it, or removed the post. */
            403: components["responses"]["Forbidden"];
            /** @description No post has this id, or it has no appeal. */
            404: components["responses"]["NotFound"];
            /** @description The appeal is already decided. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listMyReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyReport"][];
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description id is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No user has this id. */
            404: components["responses"]["NotFound"];
        };
    };
    listSocieties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The societies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Society"][];
                };
            };
        };
    };
    listSocietyRecords: {
        parameters: {
            query?: {
                /** @description The last 30 or the last 90 days, up to now; 30 when left out. */
                period?: 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ranked records and the builder-wide totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocietyRecords"];
                };
            };
            /** @description A period other than 30 or 90. */
            400: components["responses"]["BadRequest"];
        };
    };
    getSociety: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The society id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The society. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocietyProfile"];
                };
            };
            /** @description No society has this id. */
            404: components["responses"]["NotFound"];
        };
    };
    getSocietyRecord: {
        parameters: {
            query?: {
                /** @description The last 30 or the last 90 days, up to now; 30 when left out. */
                period?: 30 | 90;
            };
            header?: never;
            path: {
                /** @description The society id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocietyRecord"];
                };
            };
            /** @description A period other than 30 or 90. */
            400: components["responses"]["BadRequest"];
            /** @description No society has this id. */
            404: components["responses"]["NotFound"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description No user has this id. */
            404: components["responses"]["NotFound"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserBody"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description Someone else's profile. */
            403: components["responses"]["Forbidden"];
            /** @description No user has this id. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getUserByUsername: {
        parameters: {
            query: {
                /** @description The username without @, any case. */
                username: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description No username is given. */
            400: components["responses"]["BadRequest"];
            /** @description No user has this username. */
            404: components["responses"]["NotFound"];
        };
    };
    listSuggestedUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The suggestions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSummary"][];
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description Someone else's: only the signed-in user's own list can be read. */
            403: components["responses"]["Forbidden"];
            /** @description The id is not a user id. */
            404: components["responses"]["NotFound"];
        };
    };
    listSavedPosts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"][];
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description Someone else's: only the signed-in user's own list can be read. */
            403: components["responses"]["Forbidden"];
            /** @description The id is not a user id. */
            404: components["responses"]["NotFound"];
        };
    };
    listBlockedUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blocked users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockedUser"][];
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description Someone else's: only the signed-in user's own list can be read. */
            403: components["responses"]["Forbidden"];
            /** @description The id is not a user id. */
            404: components["responses"]["NotFound"];
        };
    };
    followUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowBody"];
            };
        };
        responses: {
            /** @description Done, as a production server may answer: the app does not read the body (any JSON, or none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Following. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Follow"];
                };
            };
            /** @description Done, as a production server may answer: the app needs no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, or following oneself. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description followerId is not the signed-in user, or one of the two has blocked the other. */
            403: components["responses"]["Forbidden"];
            /** @description followingId names no user. */
            404: components["responses"]["NotFound"];
            /** @description Already following. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unfollowUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowBody"];
            };
        };
        responses: {
            /** @description Done, as a production server may answer: the app does not read the body (any JSON, or none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Not following any more. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description followerId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description followingId names no user, or it is not followed. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    blockUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockBody"];
            };
        };
        responses: {
            /** @description Blocked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Block"];
                };
            };
            /** @description Invalid body, or blocking oneself. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description blockerId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description blockedId names no user. */
            404: components["responses"]["NotFound"];
            /** @description Already blocked. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unblockUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockBody"];
            };
        };
        responses: {
            /** @description Unblocked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description blockerId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description blockedId names no user, or it is not blocked. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listFollowingStories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user (403 for anyone else). */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Story"][];
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description The id is not a user id. */
            404: components["responses"]["NotFound"];
        };
    };
    viewStory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The story id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserIdBody"];
            };
        };
        responses: {
            /** @description Viewed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No story has this id. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listNotifications: {
        parameters: {
            query: {
                /** @description The signed-in user (403 for anyone else). */
                userId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            /** @description userId is missing or not a whole number. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is someone else. */
            403: components["responses"]["Forbidden"];
        };
    };
    getUnreadCount: {
        parameters: {
            query: {
                /** @description The signed-in user (403 for anyone else). */
                userId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            /** @description userId is missing or not a whole number. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is someone else. */
            403: components["responses"]["Forbidden"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserIdBody"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadAllResult"];
                };
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is someone else. */
            403: components["responses"]["Forbidden"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The notification id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description The notification is someone else's. */
            403: components["responses"]["Forbidden"];
            /** @description No notification has this id. */
            404: components["responses"]["NotFound"];
        };
    };
    listGroups: {
        parameters: {
            query?: {
                /** @description The tab; all when left out. */
                filter?: components["schemas"]["GroupFilter"];
                /** @description Only groups whose name, description, category or society contains this. */
                q?: string;
                /** @description At most this many groups; all when left out. */
                limit?: number;
                /** @description Skip this many groups first; 0 when left out. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"][];
                };
            };
            /** @description An unknown filter, or a number that is not whole. */
            400: components["responses"]["BadRequest"];
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGroupBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description adminId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description societyId names no society. */
            404: components["responses"]["NotFound"];
            /** @description A group with this name exists. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getGroupStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupStats"];
                };
            };
        };
    };
    getGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupDetail"];
                };
            };
            /** @description No group has this id ("Group not found"). */
            404: components["responses"]["NotFound"];
        };
    };
    joinGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserIdBody"];
            };
        };
        responses: {
            /** @description The new membership. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipResult"];
                };
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No group has this id. */
            404: components["responses"]["NotFound"];
            /** @description Already a member, or a request is pending. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    leaveGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserIdBody"];
            };
        };
        responses: {
            /** @description The new membership. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipResult"];
                };
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description userId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description No group has this id, or the user is not in it. */
            404: components["responses"]["NotFound"];
            /** @description The group admin cannot leave. */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    approveJoinRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id. */
                id: number;
                /** @description The user who asked to join. */
                userId: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminIdBody"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description adminId is not the signed-in user, or not the admin of this group. */
            403: components["responses"]["Forbidden"];
            /** @description No group has this id, or there is no pending request from this user. */
            404: components["responses"]["NotFound"];
            /** @description The user is already a member (the request was approved before). */
            409: components["responses"]["Conflict"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    declineJoinRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id. */
                id: number;
                /** @description The user who asked to join. */
                userId: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminIdBody"];
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description adminId is not the signed-in user, or not the admin of this group. */
            403: components["responses"]["Forbidden"];
            /** @description No group has this id, or there is no pending request from this user. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listGroupPosts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"][];
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description Not a member ("You need to join this group to see posts."). */
            403: components["responses"]["Forbidden"];
            /** @description No group has this id. */
            404: components["responses"]["NotFound"];
        };
    };
    createGroupPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id. */
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupPostBody"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description The body is not JSON or fails the validation rules. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description authorId is not the signed-in user, or not a member. */
            403: components["responses"]["Forbidden"];
            /** @description No group has this id. */
            404: components["responses"]["NotFound"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listTrendingHashtags: {
        parameters: {
            query?: {
                /** @description The period; all time when left out. */
                period?: components["schemas"]["Period"];
                /** @description At most this many; 8 when left out, never more than 50. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HashtagSummary"][];
                };
            };
            /** @description An unknown period, or a limit that is not a whole number. */
            400: components["responses"]["BadRequest"];
        };
    };
    search: {
        parameters: {
            query?: {
                /** @description The search text. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResults"];
                };
            };
        };
    };
    uploadAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON, sent with `Content-Type: application/json`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadBody"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attachment"];
                };
            };
            /** @description Invalid body, an unsupported type, or content that does not match mimeType. */
            400: components["responses"]["BadRequest"];
            /** @description Not signed in: no valid session cookie. */
            401: components["responses"]["Unauthorized"];
            /** @description uploaderId is not the signed-in user. */
            403: components["responses"]["Forbidden"];
            /** @description The file is over 2 MB. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description The body is not sent as application/json. */
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
}
